/**
 * The entry collections (everything but rules and editions): the folders
 * under `content/`, the Astro collections and the URL sections of entries.
 * Part of the ground layer (ARCHITECTURE.md): it depends on nothing, so the
 * URL module and the schemas can both name a collection.
 */
export const ENTRY_COLLECTIONS = ['articles', 'glossary', 'cards'] as const;
export type EntryCollection = (typeof ENTRY_COLLECTIONS)[number];
