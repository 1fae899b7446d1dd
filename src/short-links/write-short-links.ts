/**
 * Writes the short-link pages (`/r/{number}/`, and `/{lang}/r/{number}/` for
 * a language with its own official text) straight into the built site after
 * the build: thousands of tiny pages that need no layout, so they cost
 * milliseconds instead of a page render each. Other `/{lang}/r/…` addresses
 * and pinned links to older editions (`/r/{edition}/{number}/`) are answered
 * by the not-found page. Called by the site's outputs integration
 * (`build/site-outputs.ts`), which gives it the stylesheet the pages link.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, type Lang } from '../content/schemas.ts';
import { ownShortLinkLangs, shortLink, shortLinkNumbers } from '../lib/short-links.ts';
import { langShortLinkPath, shortLinkPath, withBase } from '../urls/paths.ts';
import type { Registry } from '../registry/registry.ts';
import { renderShortLinkPage } from './render-page.ts';

export interface WriteOptions {
  registry: Registry;
  /** The built site's folder. */
  outDir: string;
  base: string;
  /** Public origin, e.g. https://grimoire.example. */
  site: string;
  /** The stylesheet the built pages link (its address, base included), if any. */
  stylesheet?: string;
}

/** Writes every short-link page; returns how many. */
export function writeShortLinks(o: WriteOptions): number {
  const { stylesheet } = o;
  const icon = withBase(o.base, 'favicon.svg');
  let count = 0;
  for (const number of shortLinkNumbers(o.registry)) {
    for (const lang of [undefined, ...ownShortLinkLangs(o.registry)] as Array<Lang | undefined>) {
      const link = shortLink(o.registry, number, lang ?? 'en');
      const targets = Object.fromEntries(
        LANGS.map((l) => [l, withBase(o.base, link.targets[l])]),
      ) as Record<Lang, string>;
      const path = lang ? langShortLinkPath(lang, number) : shortLinkPath(number);
      const html = renderShortLinkPage({
        number,
        lang,
        title: link.preview.title,
        description: link.preview.description,
        textLang: link.preview.textLang,
        self: new URL(withBase(o.base, path), o.site).href,
        targets,
        history: link.history,
        base: o.base,
        stylesheet,
        icon,
      });
      mkdirSync(join(o.outDir, path), { recursive: true });
      writeFileSync(join(o.outDir, path, 'index.html'), html);
      count++;
    }
  }
  return count;
}
