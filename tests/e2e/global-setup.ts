/**
 * Serves the built site (`dist/`, built by `npm run build` before the browser
 * tests) and builds and serves the fixture site (tests/fixtures/content, whose
 * small content exercises fallbacks and other scenarios, deployed under a base
 * path) and the editions fixture site (imported editions). The test worker
 * launches the Chromiums itself (tests/support/browser.ts).
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
  }
}

/** The fixture site is built once, under a base path, so that every fixture test also checks it. */
const FIXTURE_ENV = { BASE_PATH: '/grimoire/', SITE_URL: 'https://rules.example.org' };

export default async function setup(project: TestProject) {
  const dist = join(projectRoot, 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  const tmp = mkdtempSync(join(tmpdir(), 'grimoire-e2e-'));
  const fixtureDist = join(tmp, 'dist');
  const editionsDist = join(tmp, 'editions-dist');
  // Side by side: each build runs from a folder of its own (tests/support/project-copy.ts).
  const [r, e] = await Promise.all([
    buildSite(join(projectRoot, 'tests/fixtures/content'), fixtureDist, FIXTURE_ENV),
    buildSite(makeEditionsContent(), editionsDist),
  ]);
  if (r.status !== 0) throw new Error(`fixture build failed:\n${r.output}`);
  if (e.status !== 0) throw new Error(`editions build failed:\n${e.output}`);
  const site = await serveStatic(dist);
  const fixture = await serveStatic(fixtureDist, FIXTURE_ENV.BASE_PATH);
  const editions = await serveStatic(editionsDist);
  project.provide('siteUrl', site.url);
  project.provide('fixtureUrl', fixture.url);
  project.provide('editionsUrl', editions.url);
  project.provide('editionsDist', editionsDist);
  return async () => {
    await site.close();
    await fixture.close();
    await editions.close();
    rmSync(tmp, { recursive: true, force: true });
  };
}
