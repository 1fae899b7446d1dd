/**
 * Serves the built site (`dist/`, built by `npm run build` before the browser
 * tests) and builds and serves the fixture site (tests/fixtures/content),
 * whose small content exercises fallbacks and other scenarios.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../src/registry/index.ts';
import { buildSite } from '../support/build-site.ts';
import { serveStatic } from '../support/static-server.ts';
import { makeEditionsContent } from '../support/editions-content.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    fixtureUrl: string;
    editionsUrl: string;
    editionsDist: string;
    subpathUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dist = join(projectRoot, 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  const tmp = mkdtempSync(join(tmpdir(), 'grimoire-e2e-'));
  const fixtureDist = join(tmp, 'dist');
  const r = buildSite(join(projectRoot, 'tests/fixtures/content'), fixtureDist);
  if (r.status !== 0) throw new Error(`fixture build failed:\n${r.output}`);
  const editionsDist = join(tmp, 'editions-dist');
  const e = buildSite(makeEditionsContent(), editionsDist);
  if (e.status !== 0) throw new Error(`editions build failed:\n${e.output}`);
  const subpathDist = join(tmp, 'subpath-dist');
  const sp = buildSite(join(projectRoot, 'tests/fixtures/content'), subpathDist, {
    BASE_PATH: '/grimoire/',
    SITE_URL: 'https://rules.example.org',
  });
  if (sp.status !== 0) throw new Error(`sub-path build failed:\n${sp.output}`);
  const subpath = await serveStatic(subpathDist, '/grimoire/');
  project.provide('subpathUrl', subpath.url);
  const site = await serveStatic(dist);
  const fixture = await serveStatic(fixtureDist);
  const editions = await serveStatic(editionsDist);
  project.provide('siteUrl', site.url);
  project.provide('fixtureUrl', fixture.url);
  project.provide('editionsUrl', editions.url);
  project.provide('editionsDist', editionsDist);
  return async () => {
    await site.close();
    await fixture.close();
    await editions.close();
    await subpath.close();
    rmSync(tmp, { recursive: true, force: true });
  };
}
