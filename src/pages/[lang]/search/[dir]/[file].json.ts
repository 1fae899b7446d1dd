/**
 * `/{lang}/search/{dir}/{file}.json`: the files of the full-text index
 * (shards, fragments, words), in a folder named by a hash of their contents.
 */
import type { APIRoute } from 'astro';
import { LANGS } from '../../../../content/schemas.ts';
import { registry } from '../../../../lib/site.ts';
import { searchData } from '../../../../search/search-data.ts';

export function getStaticPaths() {
  return LANGS.flatMap((lang) => {
    const { tier0, files } = searchData(registry, lang);
    return [...files].map(([name, text]) => ({
      params: { lang, dir: tier0.ft.dir, file: name.replace(/\.json$/, '') },
      props: { text },
    }));
  });
}

export const GET: APIRoute = ({ props }) =>
  new Response((props as { text: string }).text, {
    headers: { 'content-type': 'application/json' },
  });
