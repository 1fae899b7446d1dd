/**
 * Lists each language's offline pack from the built site: every page and
 * file of that language (home, the rules in force and their document views,
 * glossary, articles, cards, search, editions, compare, what changed,
 * translators, embed, feed, the not-kept and not-found pages) except older
 * editions' full texts (their chapters, one-page text and glossary: a whole
 * archive would be hundreds of megabytes; their contents pages are kept),
 * plus what every page needs (the hashed assets, the root page, the lineage
 * for the not-found and compare pages, the current edition's text for
 * compare, icons and the web app manifest).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LANGS, type Lang } from '../content/schemas.ts';
import { isEditionKey } from '../lineage/edition-key.ts';
import type { OfflineBuild, PackFile, PackManifest } from './pack-schema.ts';

/** Files and folders outside the languages that every pack holds. */
const SHARED = [
  '_astro',
  'index.html',
  '404.html',
  'favicon.svg',
  'manifest.webmanifest',
  'icons',
  'api/v1/lineage.json',
];

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => walk(join(dir, d.name)));
}

/** The site path of a file: `en/rules/701.17/index.html` → `en/rules/701.17/`. */
export function sitePathOf(dist: string, file: string): string {
  const rel = relative(dist, file).split(sep).join('/');
  if (rel === 'index.html') return '';
  return rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel;
}

/** True for a file of a language's pack: all but an older edition's full text (`editions/<older>/<chapter|all|glossary>/`). */
function inLangPack(dist: string, lang: Lang, file: string, edition: string): boolean {
  const [top, key, view] = relative(join(dist, lang), file).split(sep);
  if (top !== 'editions' || !isEditionKey(key ?? '') || key === edition) return true;
  return view === 'index.html';
}

function entry(dist: string, file: string): PackFile {
  const bytes = readFileSync(file);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return [sitePathOf(dist, file), bytes.length, hash];
}

/** The pack of one language. */
export function packManifest(dist: string, lang: Lang, edition: string): PackManifest {
  const files = [
    ...walk(join(dist, lang)).filter((f) => inLangPack(dist, lang, f, edition)),
    ...[...SHARED, `api/v1/editions/${edition}.json`].flatMap((f) => walk(join(dist, f))),
  ].map((f) => entry(dist, f));
  const version = createHash('sha256')
    .update(files.map(([p, , h]) => `${p} ${h}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const bytes = files.reduce((n, [, b]) => n + b, 0);
  return { format: 1, lang, edition, version, bytes, files };
}

/** Every language's pack, and what the service worker is built with. */
export function packManifests(
  dist: string,
  edition: string,
): { packs: PackManifest[]; build: OfflineBuild } {
  const packs = LANGS.map((l) => packManifest(dist, l, edition));
  const version = createHash('sha256')
    .update(packs.map((p) => `${p.lang} ${p.version}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return {
    packs,
    build: { edition, packs: Object.fromEntries(packs.map((p) => [p.lang, p.version])), version },
  };
}
