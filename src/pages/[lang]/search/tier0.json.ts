/** `/{lang}/search/tier0.json`: names, rule numbers and titles for instant search, and the full-text manifest. */
import type { APIRoute } from 'astro';
import type { Lang } from '../../../content/schemas.ts';
import { langPaths } from '../../../lib/lang-paths.ts';
import { registry } from '../../../lib/site.ts';
import { searchData } from '../../../search/search-data.ts';

export const getStaticPaths = langPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(searchData(registry, (props as { lang: Lang }).lang).tier0), {
    headers: { 'content-type': 'application/json' },
  });
