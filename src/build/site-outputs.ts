/**
 * The files the site serves outside Astro's router, written after the build
 * by one integration, in the order stated here (not by the order of the
 * integrations in astro.config.mjs):
 *
 *   1. the short-link pages (`/r/…`, `/<lang>/r/…`), linking the stylesheet
 *      the built pages link;
 *   2. `embed.js`;
 *   3. the offline packs and `sw.js`, which list what is in `dist/` by then,
 *      1 and 2 included.
 *
 * It logs what it wrote and returns it, so a test or a script can check it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { fromHtml } from 'hast-util-from-html';
import type { Element } from 'hast';
import { visit } from 'unist-util-visit';
import { writeEmbedScript } from '../embed/embed-integration.ts';
import { writeOffline } from '../offline/offline-integration.ts';
import type { Registry } from '../registry/registry.ts';
import { writeShortLinks } from '../short-links/write-short-links.ts';

export interface SiteOutputsOptions {
  registry: Registry;
  /** The configured base path. */
  base: string;
  /** Public origin, e.g. https://grimoire.example. */
  site: string;
}

/** What the integration wrote, by kind (paths relative to `dist/`). */
export interface SiteOutputs {
  shortLinks: number;
  embed: string;
  packs: string[];
  serviceWorker: string;
}

/**
 * The stylesheet the built pages link, read from the plain not-found page
 * (`404.html`), so a short-link page looks like the site whatever the
 * bundler named or split its CSS into. More than one is an error: a
 * short-link page links one.
 */
export function builtStylesheet(dist: string): string | undefined {
  const page = fromHtml(readFileSync(join(dist, '404.html'), 'utf8'));
  const hrefs: string[] = [];
  visit(page, 'element', (e: Element) => {
    const rel = e.properties.rel;
    const sheet = Array.isArray(rel) && rel.map(String).includes('stylesheet');
    if (e.tagName === 'link' && sheet && e.properties.href) hrefs.push(String(e.properties.href));
  });
  if (hrefs.length > 1)
    throw new Error(
      `404.html links ${hrefs.length} stylesheets (${hrefs.join(', ')}); the short-link pages link one: give them the others in src/short-links/render-page.ts`,
    );
  return hrefs[0];
}

/** Writes every output in order (see the module comment). */
export async function writeSiteOutputs(
  dist: string,
  o: SiteOutputsOptions,
  logger: AstroIntegrationLogger,
): Promise<SiteOutputs> {
  const t0 = performance.now();
  const stylesheet = builtStylesheet(dist);
  const shortLinks = writeShortLinks({ ...o, outDir: dist, stylesheet });
  logger.info(`${shortLinks} short-link pages written in ${Math.round(performance.now() - t0)} ms`);
  const embed = await writeEmbedScript(dist);
  logger.info(`${embed.path} written (${embed.bytes} bytes)`);
  const offline = await writeOffline(dist, o.registry, logger);
  return { shortLinks, embed: embed.path, ...offline };
}

/** The integration: after the build, {@link writeSiteOutputs}. */
export function siteOutputsIntegration(o: SiteOutputsOptions): AstroIntegration {
  return {
    name: 'grimoire:site-outputs',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeSiteOutputs(fileURLToPath(dir), o, logger);
      },
    },
  };
}
