/**
 * Offline, in Chromium with the network really off (context.setOffline and
 * the server dropping every connection): after "Keep offline", pages never
 * visited open, search works; pages read online open offline too; a new
 * edition is noticed online, told in one line, downloaded in the
 * background, and shown only after a reload, never mixed with the old one;
 * "Remove" takes the copy away. The site before the new edition is built
 * here (the editions fixture with its first edition only); the site after
 * it is the editions fixture of the global setup.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatDate } from '../../src/i18n/dates.ts';
import { FRESH_PARAM } from '../../src/offline/sw/pack-store.ts';
import { openBrowser, type FileBrowser } from '../support/browser.ts';
import { watchRequests } from '../support/settled.ts';
import { buildSite } from '../support/build-site.ts';
import { makeEditionsContent } from '../support/editions-content.ts';
import { serveStatic, type RunningServer } from '../support/static-server.ts';

let browser: FileBrowser;
let context: BrowserContext;
let page: Page;
let server: RunningServer;
let tmp: string;
let before: string;
/** The deployed site; undefined while the network is down. */
let deployed: string | undefined;
/**
 * A CDN that still serves the old bytes of one page of a new deployment (SW2): always, or until
 * it is asked past its cache (the service worker's second request, with FRESH_PARAM).
 */
let stale: 'always' | 'until-asked-fresh' | undefined;
const STALE_PAGE = '/en/rules/701.2/';
function servedFrom(url: string): string | undefined {
  const old = stale === 'always' || (stale && !url.includes(`${FRESH_PARAM}=`));
  return old && deployed && url.split('?')[0] === STALE_PAGE ? before : deployed;
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'grimoire-offline-'));
  before = join(tmp, 'dist');
  const r = await buildSite(makeEditionsContent('2021-03-05'), before);
  if (r.status !== 0)
    throw new Error(`build of the site before the new edition failed:\n${r.output}`);
  deployed = before;
  server = await serveStatic(servedFrom);
  browser = await openBrowser();
  context = await browser.newContext();
  page = await context.newPage();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function networkOff(): Promise<void> {
  deployed = undefined;
  await context.setOffline(true);
}

async function networkOn(site: string): Promise<void> {
  deployed = site;
  await context.setOffline(false);
}

const h1 = () => page.textContent('h1');
/** The footer's line about the edition the page shows. */
const edition = () => page.textContent('.site-footer p');

async function keepOffline(): Promise<string> {
  await page.goto(`${server.url}en/`);
  await page.click('button.offline-keep');
  await page.waitForFunction(() =>
    /Kept offline/.test(document.querySelector('.offline-status')?.textContent ?? ''),
  );
  return (await page.textContent('.offline-status')) ?? '';
}

describe('offline', () => {
  it('a first visit downloads no service worker: only a reader who keeps a language offline does', async () => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    const settled = watchRequests(page);
    await page.goto(`${server.url}en/rules/701.2/`);
    // Settled: the page idle twice, so a script that registered a worker late has done so by then.
    await settled();
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
    ).toBe(0);
    expect(fetched.filter((p) => p.endsWith('sw.js'))).toEqual([]);
    page.removeAllListeners('request');
  });

  it('keeps the reader’s language offline, saying how much it takes', async () => {
    const status = await keepOffline();
    expect(status).toMatch(/^Kept offline: [\d.]+ MB\. Every page in English opens/);
    expect(await page.textContent('.offline-space')).toMatch(/^This site uses [\d.]+ MB/);
    expect(await page.isVisible('button.offline-remove')).toBe(true);
    expect(await page.isVisible('button.offline-keep')).toBe(false);
  });

  it('is an installable web app', async () => {
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A Playwright context is an incognito profile, where Chromium never offers to install;
    // it still reports every other installability error there (checked with a broken manifest).
    const errors = installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    expect(errors).toEqual([]);
    const manifest = await (await fetch(`${server.url}manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/' });
  });

  it('opens never-visited rule pages, terms, articles and search with the network off', async () => {
    await networkOff();
    await page.goto(`${server.url}en/rules/701.2/`);
    expect(await h1()).toContain('Double');
    await page.goto(`${server.url}en/rules/701/`);
    expect(await h1()).toContain('Keyword Actions');
    await page.goto(`${server.url}en/glossary/shuffle/`);
    expect(await h1()).toContain('Shuffle');
    await page.goto(`${server.url}en/articles/doubling/`);
    expect(await h1()).toContain('Doubling');
    await page.goto(`${server.url}en/search/?q=shuffle`);
    await page.waitForSelector('#search-results a[href*="/glossary/shuffle/"]');
    // A language that was not kept and a page never read: a real page says it was not kept.
    await page.goto(`${server.url}it/rules/701.3/`);
    expect(await h1()).toBe('Not kept offline');
  });

  it('opens pages read online in a language that was not kept', async () => {
    await networkOn(before);
    await page.goto(`${server.url}it/glossary/shuffle/`);
    await networkOff();
    await page.goto(`${server.url}it/glossary/shuffle/`);
    expect(await h1()).toContain('Shuffle');
  });

  it('SW2: while the host still serves a page’s old bytes, the update says it failed and the old copy stays whole', async () => {
    stale = 'always';
    await networkOn(inject('editionsDist'));
    await page.goto(`${server.url}en/glossary/`);
    await page.waitForFunction(() =>
      /could not be brought up to date/.test(
        document.getElementById('offline-notice')?.textContent ?? '',
      ),
    );
    // Nothing half-downloaded is left beside the copy in use.
    const packs = await page.evaluate(async () =>
      (await caches.keys()).filter((k) => k.startsWith('grimoire-pack-en-')),
    );
    expect(packs).toHaveLength(1);
    await networkOff();
    await page.goto(`${server.url}en/rules/701.2/`);
    expect(await h1()).toContain('Double');
    expect(await edition()).toMatch(/2021/);
    await page.goto(`${server.url}en/glossary/shuffle/`);
    expect(await h1()).toContain('Shuffle');
  });

  it('notices a new edition online, updates in the background (asking again past a stale CDN object, SW2) and never mixes the two', async () => {
    stale = 'until-asked-fresh';
    await networkOn(inject('editionsDist'));
    await page.goto(`${server.url}en/glossary/`);
    // The notice names the edition as a reader reads dates: "5 March 2022".
    await page.waitForFunction(
      (day) =>
        (document.getElementById('offline-notice')?.textContent ?? '').includes(
          `now has the rules of ${day}`,
        ),
      formatDate('2022-03-05', 'en'),
    );
    // Until the reader reloads, the copy in use is still the old edition's, whole.
    await networkOff();
    await page.goto(`${server.url}en/rules/701.2/`);
    expect(await h1()).toContain('Double');
    expect(await edition()).toMatch(/2021/);
    await page.waitForSelector('#offline-notice button');
    await Promise.all([page.waitForEvent('load'), page.click('#offline-notice button')]);
    await page.goto(`${server.url}en/rules/701.2/`);
    expect(await h1()).toContain('Halve');
    expect(await edition()).toMatch(/2022/);
    await page.goto(`${server.url}en/rules/701.3/`);
    expect(await h1()).toContain('Double');
    await page.goto(`${server.url}en/glossary/halve/`);
    expect(await h1()).toContain('Halve');
  });

  it('removes the offline copy', async () => {
    await networkOn(inject('editionsDist'));
    await page.goto(`${server.url}en/`);
    await page.waitForSelector('button.offline-remove:visible');
    await page.click('button.offline-remove');
    await page.waitForFunction(() =>
      /removed/.test(document.querySelector('.offline-status')?.textContent ?? ''),
    );
    await networkOff();
    await expect(page.goto(`${server.url}en/rules/701.4/`)).rejects.toThrow();
  });
});
