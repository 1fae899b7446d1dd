/**
 * A build for publishing must know its public address: in CI mode a build
 * without SITE_URL stops before building, saying what to set (otherwise
 * every canonical URL and og:url would point to localhost).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { siteConfig } from '../../src/site-config.ts';
import { astroCommand } from '../../scripts/support/astro-cli.ts';

describe('SITE_URL', () => {
  it('is required by a CI build, which fails at once naming it', () => {
    const out = mkdtempSync(join(tmpdir(), 'grimoire-site-url-'));
    const env: Record<string, string | undefined> = {
      ...process.env,
      CI: 'true',
      GRIMOIRE_OUT_DIR: out,
    };
    delete env.SITE_URL;
    const r = spawnSync(...astroCommand(projectRoot, ['build']), {
      cwd: projectRoot,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
    rmSync(out, { recursive: true, force: true });
    expect(r.status).not.toBe(0);
    expect(`${r.stdout}${r.stderr}`).toMatch(/SITE_URL is not set: canonical URLs/);
  }, 120_000);

  it('is reported missing, with slashes normalised for the base path', () => {
    expect(siteConfig({ BASE_PATH: 'grimoire' })).toEqual({
      site: 'http://localhost:4321',
      base: '/grimoire/',
      siteMissing: true,
    });
    expect(siteConfig({ SITE_URL: 'https://rules.example.org/', BASE_PATH: '/' })).toEqual({
      site: 'https://rules.example.org',
      base: '/',
      siteMissing: false,
    });
  });
});
