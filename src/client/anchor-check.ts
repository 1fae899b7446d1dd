/**
 * On a rules page: an address whose #subrule is not on the page (a link
 * published when the page held it: "/it/rules/116/#116.2k", or a number an
 * older edition had) is sent on to the page that holds it today, through the
 * lineage when the number itself moved.
 */
import { apiPath, ruleHref } from '../urls/paths.ts';
import type { Lang } from '../content/schemas.ts';
import { isRuleNumber, normalizeRuleNumber, pageOf } from '../rules/rule-number.ts';
import { decodeLeniently } from '../lib/decode-leniently.ts';

const base = document.documentElement.dataset.base ?? '/';
const lang = document.documentElement.lang as Lang;
const article = document.querySelector<HTMLElement>('article.rule-page[data-current]');
const hash = decodeLeniently(location.hash.slice(1));
const number = isRuleNumber(hash) ? normalizeRuleNumber(hash) : undefined;

async function follow(n: string): Promise<void> {
  const current = article!.dataset.current!;
  const here = article!.querySelector<HTMLElement>('.rule-head')?.dataset.rule;
  if (pageOf(n) !== here) {
    // Not this page's rule: its page today (which says so again if the number moved).
    location.replace(
      `${base}${ruleHref({ lang, number: n, page: pageOf(n), edition: current, current })}${location.search}`,
    );
    return;
  }
  // The lineage is loaded only for this rare case, with its code.
  const [{ Lineage }, { fromLineageJson }] = await Promise.all([
    import('../lineage/lineage.ts'),
    import('../lib/lineage-json.ts'),
  ]);
  const r = await fetch(`${base}${apiPath('lineage.json')}`).catch(() => undefined);
  if (!r?.ok) return;
  const lineage = new Lineage(fromLineageJson(await r.json()));
  const last = [...lineage.editions].reverse().find((e) => lineage.has(e.key, n));
  const loc = last && lineage.locate(n, last.key, current);
  if (last && loc?.status === 'found' && loc.number !== n)
    location.replace(
      `${base}${ruleHref({ lang, number: loc.number, page: pageOf(loc.number), edition: current, current, was: { number: n, edition: last.key } })}`,
    );
}

if (
  article?.dataset.edition === article?.dataset.current &&
  number &&
  !document.getElementById(hash)
)
  void follow(number);
