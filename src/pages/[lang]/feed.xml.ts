/** `/{lang}/feed.xml`: the Atom feed of new rules editions (see `lib/editions-feed.ts`). */
import type { APIRoute } from 'astro';
import type { Lang } from '../../content/schemas.ts';
import { editionsFeed } from '../../lib/editions-feed.ts';
import { langPaths } from '../../lib/lang-paths.ts';
import { registry, url } from '../../lib/site.ts';

export const getStaticPaths = langPaths;

export const GET: APIRoute = ({ props, site }) => {
  const abs = (path: string) => new URL(url(path), site).href;
  return new Response(editionsFeed(registry, (props as { lang: Lang }).lang, abs), {
    headers: { 'content-type': 'application/atom+xml; charset=utf-8' },
  });
};
