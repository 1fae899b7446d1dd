/**
 * Writes the short-link pages (`/r/{number}/` and `/{lang}/r/{number}/`)
 * straight into the built site after the build: thousands of tiny pages
 * that need no layout, so they cost milliseconds instead of a page render
 * each.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, type Lang } from '../content/schemas.ts';
import { shortLink, shortLinkNumbers } from '../lib/short-links.ts';
import { shortLinkPath, withBase } from '../lib/paths.ts';
import type { Registry } from '../registry/registry.ts';
import { renderShortLinkPage } from './render-page.ts';

export interface WriteOptions {
  registry: Registry;
  /** The built site's folder. */
  outDir: string;
  base: string;
  /** Public origin, e.g. https://grimoire.example. */
  site: string;
}

const plain = (md: string) =>
  md
    .replace(/\[\[([^\]|]+)\|?([^\]]*)\]\]/g, (_m, id: string, label: string) => label || id)
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Writes every short-link page; returns how many. */
export function writeShortLinks(o: WriteOptions): number {
  const css = readdirSync(join(o.outDir, '_astro')).find((f) => f.endsWith('.css'));
  const stylesheet = css ? withBase(o.base, `_astro/${css}`) : undefined;
  const icon = withBase(o.base, 'favicon.svg');
  let count = 0;
  for (const number of shortLinkNumbers(o.registry)) {
    const link = shortLink(o.registry, number);
    const abs = (t: Record<Lang, string>) =>
      Object.fromEntries(LANGS.map((l) => [l, withBase(o.base, t[l])])) as Record<Lang, string>;
    const targets = abs(link.targets);
    const history = Object.fromEntries(Object.entries(link.history).map(([e, t]) => [e, abs(t)]));
    for (const lang of [undefined, ...LANGS]) {
      const rec = o.registry.rule(link.preview.number, lang ?? 'en', link.preview.edition)!.rule;
      const path = lang ? `${lang}/${shortLinkPath(number)}` : shortLinkPath(number);
      const html = renderShortLinkPage({
        number,
        lang,
        title: `CR ${number} · ${rec.pageTitle}`,
        description: plain(rec.text).slice(0, 300),
        textLang: rec.lang,
        self: new URL(withBase(o.base, path), o.site).href,
        targets,
        history,
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
