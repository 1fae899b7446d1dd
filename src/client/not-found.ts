/**
 * On a not-found page: when the address names a rule ("/en/rules/701.13b/",
 * "/ja/rules/2024-08-02/116.2a", "/rule/701.13"), offers that rule through
 * its short link once it is known to exist; and puts the address's last words
 * in the search box ("/en/glossary/mana-burn/" → "mana burn").
 */
import { ruleNumberQuery } from '../search/normalize.ts';

const base = document.documentElement.dataset.base ?? '/';
let path = location.pathname;
try {
  path = decodeURIComponent(path);
} catch {
  /* a malformed address: use it as it is */
}
const rest = path.startsWith(base) ? path.slice(base.length) : path;
const segments = rest.split('/').filter(Boolean);
const number = segments.map((s) => ruleNumberQuery(s)).findLast((n) => n !== undefined);
const edition = segments.find((s) => /^\d{4}-\d{2}-\d{2}$/.test(s));
const words = number
  ? ''
  : (
      segments
        .filter((s) => !/^(?:en|it|ja|rules|glossary|articles|cards|r|search)$/.test(s))
        .pop() ?? ''
    )
      .replace(/\.html?$/, '')
      .replace(/[-_+]+/g, ' ')
      .trim();

for (const section of document.querySelectorAll<HTMLElement>('.not-found[lang]')) {
  if (!section.getClientRects().length) continue; // another language's section, hidden on this address
  const input = section.querySelector<HTMLInputElement>('input[type="search"]');
  if (input && !input.value && words && words.length <= 60) input.value = words;
  const hint = section.querySelector<HTMLElement>('.nf-rule');
  if (!number || !hint) continue;
  const target = `${base}${section.lang}/r/${number}/${edition ? `?edition=${edition}` : ''}`;
  // Only a number the site has: every known rule has a short-link page.
  void fetch(`${base}${section.lang}/r/${number}/`, { method: 'HEAD' }).then((r) => {
    if (!r.ok) return;
    const link = document.createElement('a');
    link.href = target;
    link.textContent = (hint.dataset.template ?? '{{number}}').replaceAll('{{number}}', number);
    hint.replaceChildren(link);
    hint.hidden = false;
  });
}
