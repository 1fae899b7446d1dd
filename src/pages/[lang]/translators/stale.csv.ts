/** `/{it,ja}/translators/stale.csv`: the stale rules of a translation, for spreadsheets. */
import type { APIRoute } from 'astro';
import type { Lang } from '../../../content/schemas.ts';
import { ruleHref } from '../../../urls/paths.ts';
import { registry, url } from '../../../lib/site.ts';
import { staleCsv, TRANSLATION_LANGS } from '../../../lib/stale-csv.ts';
import { staleRules } from '../../../lib/translations.ts';

export const getStaticPaths = () =>
  TRANSLATION_LANGS.map((lang) => ({ params: { lang }, props: { lang } }));

export const GET: APIRoute = ({ props, site }) => {
  const lang = (props as { lang: Lang }).lang;
  const current = registry.current;
  const href = (r: { number: string; page: string }) =>
    new URL(
      url(ruleHref({ lang, number: r.number, page: r.page, edition: current, current })),
      site,
    ).href;
  return new Response(staleCsv(staleRules(registry, lang), href), {
    headers: { 'content-type': 'text/csv; charset=utf-8' },
  });
};
