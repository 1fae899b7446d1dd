/** `/{lang}/search/tier0.json`: names and rule numbers for instant search. */
import type { APIRoute } from 'astro';
import type { Lang } from '../../../content/schemas.ts';
import { langPaths } from '../../../lib/lang-paths.ts';
import { registry } from '../../../lib/site.ts';
import { buildTier0 } from '../../../search/build-data.ts';

export const getStaticPaths = langPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(buildTier0(registry, (props as { lang: Lang }).lang)), {
    headers: { 'content-type': 'application/json' },
  });
