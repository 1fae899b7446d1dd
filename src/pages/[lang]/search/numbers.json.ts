/** `/{lang}/search/numbers.json`: tier 0's rule numbers, fetched on the first rule-number query. */
import type { APIRoute } from 'astro';
import type { Lang } from '../../../content/schemas.ts';
import { langPaths } from '../../../lib/lang-paths.ts';
import { registry } from '../../../lib/site.ts';
import { searchData, splitTier0 } from '../../../search/search-data.ts';

export const getStaticPaths = langPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(
    JSON.stringify(splitTier0(searchData(registry, (props as { lang: Lang }).lang).tier0).numbers),
    { headers: { 'content-type': 'application/json' } },
  );
