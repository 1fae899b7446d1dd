/**
 * Writes `embed.js` at the root of the built site (a stable address forum
 * admins paste in), bundled from src/embed/ with the grammar of rule
 * references and the `embed` namespace of every locale.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { LANGS } from '../content/schemas.ts';
import { bundleScript } from '../build/bundle-script.ts';
import { projectRoot } from '../registry/index.ts';

/** The `embed` namespace of each language, as i18next resources (read from the locale files, so plain Node scripts can call this too). */
export function embedStrings(): Record<string, { embed: Record<string, string> }> {
  return Object.fromEntries(
    LANGS.map((l) => {
      const file = join(projectRoot, `src/i18n/locales/${l}.json`);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
      return [l, { embed: all.embed ?? {} }];
    }),
  );
}

export function embedIntegration(): AstroIntegration {
  return {
    name: 'grimoire:embed',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const bytes = await bundleScript({
          entry: join(projectRoot, 'src/embed/embed.ts'),
          outFile: join(fileURLToPath(dir), 'embed.js'),
          define: { __GRIMOIRE_EMBED_STRINGS__: embedStrings() },
        });
        logger.info(`embed.js written (${bytes} bytes)`);
      },
    },
  };
}
