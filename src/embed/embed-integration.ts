/**
 * Writes `embed.js` at the root of the built site (a stable address forum
 * admins paste in), bundled from src/embed/ with the grammar of rule
 * references and the `embed` namespace of every locale. Called after the
 * build by the site's outputs integration (`build/site-outputs.ts`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS } from '../content/schemas.ts';
import { bundleScript } from '../build/bundle-script.ts';
import { embedScriptPath } from '../urls/paths.ts';

/** The `embed` namespace of each language, as i18next resources (read from the locale files, so plain Node scripts can call this too). */
export function embedStrings(): Record<string, { embed: Record<string, string> }> {
  return Object.fromEntries(
    LANGS.map((l) => {
      const file = fileURLToPath(new URL(`../i18n/locales/${l}.json`, import.meta.url));
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
      return [l, { embed: all.embed ?? {} }];
    }),
  );
}

/** Bundles `embed.js` into the built site; returns its path (in `dist/`) and size. */
export async function writeEmbedScript(dist: string): Promise<{ path: string; bytes: number }> {
  const bytes = await bundleScript({
    entry: fileURLToPath(new URL('./embed.ts', import.meta.url)),
    outFile: join(dist, embedScriptPath),
    define: { __GRIMOIRE_EMBED_STRINGS__: embedStrings() },
  });
  return { path: embedScriptPath, bytes };
}
