/**
 * Astro content collections. Content lives in `content/` (or
 * GRIMOIRE_CONTENT_DIR); the schemas are in `src/content/schemas.ts`.
 * Entry ids are `<lang>/<id>`. Rules are not a collection: their pages are
 * rendered from the registry (official text and Grimoire's own renderings).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { articlesSchema, cardsSchema, glossarySchema } from './content/schemas.ts';
import { contentDir } from './registry/index.ts';

const base = (collection: string) => `${contentDir()}/${collection}`;
/** Keeps dots and case in ids ("en/2024-08-02/701.13"), unlike the default slugger. */
const generateId = ({ entry }: { entry: string }) => entry.replace(/\.md$/, '');

export const collections = {
  articles: defineCollection({
    loader: glob({ pattern: '*/*.md', base: base('articles'), generateId }),
    schema: articlesSchema,
  }),
  glossary: defineCollection({
    loader: glob({ pattern: '*/*.md', base: base('glossary'), generateId }),
    schema: glossarySchema,
  }),
  cards: defineCollection({
    loader: glob({ pattern: '*/*.md', base: base('cards'), generateId }),
    schema: cardsSchema,
  }),
};
