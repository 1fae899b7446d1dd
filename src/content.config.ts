/**
 * Astro content collections, fed from the registry (src/registry/registry-loader.ts):
 * `content/` (or GRIMOIRE_CONTENT_DIR) is read and validated once, by the
 * registry (the process's one instance, through `virtual:grimoire/registry`),
 * with the schemas of `src/content/schemas.ts`; the collections hold what it
 * read, rendered through the site's Markdown processor. Entry ids are
 * `<lang>/<id>`. Rules are not a collection: their pages are rendered from the
 * registry (official text and Grimoire's own renderings).
 */
import { defineCollection } from 'astro:content';
import { articlesSchema, cardsSchema, glossarySchema } from './content/schemas.ts';
import { contentDir, getRegistry } from 'virtual:grimoire/registry';
import { registryLoader } from './registry/registry-loader.ts';

export const collections = {
  articles: defineCollection({
    loader: registryLoader('articles', getRegistry, contentDir),
    schema: articlesSchema,
  }),
  glossary: defineCollection({
    loader: registryLoader('glossary', getRegistry, contentDir),
    schema: glossarySchema,
  }),
  cards: defineCollection({
    loader: registryLoader('cards', getRegistry, contentDir),
    schema: cardsSchema,
  }),
};
