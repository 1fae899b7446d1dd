/** `/{lang}/search/tier1.json`: full text of rules and entries, indexed in a worker. */
import type { APIRoute } from 'astro';
import type { Lang } from '../../../content/schemas.ts';
import { langPaths } from '../../../lib/lang-paths.ts';
import { registry } from '../../../lib/site.ts';
import { buildTier1 } from '../../../search/build-data.ts';

export const getStaticPaths = langPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(buildTier1(registry, (props as { lang: Lang }).lang)), {
    headers: { 'content-type': 'application/json' },
  });
