/**
 * Where the full-text index files come from: fetched from the site (in
 * the browser), or from the built files in memory (tests, benchmarks).
 */
import type { IndexFiles } from './full-text-query.ts';
import type { ContextShard, FullTextDoc, Shard } from './types.ts';

/** The files of `folder` (the site's `/{lang}/search/{dir}/`), fetched as JSON. */
export function fetchedFiles(folder: string): IndexFiles {
  const get = async <T>(name: string): Promise<T> => {
    const r = await fetch(`${folder}${name}.json`);
    if (!r.ok) throw new Error(`search: ${folder}${name}.json answered ${r.status}`);
    return (await r.json()) as T;
  };
  return {
    shard: (i) => get<Shard>(`s${i}`),
    fragment: (i) => get<FullTextDoc[]>(`f${i}`),
    context: (i) => get<ContextShard>(`c${i}`),
    words: () => get<string[]>('words'),
  };
}

/** Built files in memory (file name → contents), read as the browser would. */
export function memoryFiles(files: ReadonlyMap<string, string>): IndexFiles {
  const get = async <T>(name: string): Promise<T> => {
    const text = files.get(`${name}.json`);
    if (text === undefined) throw new Error(`search: no index file ${name}.json`);
    return JSON.parse(text) as T;
  };
  return {
    shard: (i) => get<Shard>(`s${i}`),
    fragment: (i) => get<FullTextDoc[]>(`f${i}`),
    context: (i) => get<ContextShard>(`c${i}`),
    words: () => get<string[]>('words'),
  };
}
