/** Loading entries for pages, with the fallback to another language. */
import { getEntry, type CollectionEntry } from 'astro:content';
import { LANGS, type Lang } from '../content/schemas.ts';
import type { EntryCollection } from '../content/schemas.ts';
import { registry } from './site.ts';

/** Static paths for an entry collection: every id in every language (fallback pages included). */
export function entryPaths(collection: EntryCollection) {
  return LANGS.flatMap((lang) =>
    registry.ids(collection).map((id) => ({ params: { lang, id }, props: { lang, id } })),
  );
}

/** The entry for a reader's language, or another language's with `fallback: true`. */
export async function loadEntry<C extends EntryCollection>(
  collection: C,
  id: string,
  lang: Lang,
): Promise<{ entry: CollectionEntry<C>; sourceLang: Lang; fallback: boolean }> {
  const resolved = registry.entry(collection, id, lang);
  if (!resolved) throw new Error(`No ${collection} entry "${id}"`);
  const sourceLang = resolved.entry.lang;
  const entry = (await getEntry(collection as never, `${sourceLang}/${id}`)) as
    CollectionEntry<C> | undefined;
  if (!entry) throw new Error(`Content layer has no ${collection} entry ${sourceLang}/${id}`);
  return { entry, sourceLang, fallback: resolved.fallback };
}
