/** `/{lang}/search/tier0.json`: names and rule titles for instant search, and the full-text manifest (the rule numbers are in `numbers.json`). */
import type { APIRoute } from 'astro';
import type { Lang } from '../../../content/schemas.ts';
import { langPaths } from '../../../lib/lang-paths.ts';
import { registry } from '../../../lib/site.ts';
import { searchData, splitTier0 } from '../../../search/search-data.ts';

export const getStaticPaths = langPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(
    JSON.stringify(splitTier0(searchData(registry, (props as { lang: Lang }).lang).tier0).served),
    { headers: { 'content-type': 'application/json' } },
  );
