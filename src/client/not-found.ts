/**
 * On a not-found page: an address Grimoire once published (an old edition's
 * rule, a pinned citation, a short link in a language without its own pages)
 * is sent on to the rule it meant, through the lineage; an address naming a
 * rule offers it; any other puts its last words in the search box
 * ("/en/glossary/mana-burn/" → "mana burn"). See lib/resolve-address.ts.
 */
import type { Lineage } from '../lineage/lineage.ts';
import type { Lang } from '../i18n/languages.ts';
import { addressInLang, langOfAddress } from '../lib/address-in-lang.ts';
import { apiPath } from '../urls/paths.ts';
import { LANG_ALTERNATION } from '../i18n/languages.ts';
import { isRuleNumber } from '../rules/rule-number.ts';
import {
  needsLineage,
  resolveAddress,
  segmentsOf,
  type AddressMeaning,
} from '../lib/resolve-address.ts';

const base = document.documentElement.dataset.base ?? '/';

/** The lineage, with its code, loaded only for an address that needs it. */
async function lineage(): Promise<Lineage | undefined> {
  try {
    const [{ Lineage }, { fromLineageJson }] = await Promise.all([
      import('../lineage/lineage.ts'),
      import('../lib/lineage-json.ts'),
    ]);
    const r = await fetch(`${base}${apiPath('lineage.json')}`);
    return r.ok ? new Lineage(fromLineageJson(await r.json())) : undefined;
  } catch {
    return undefined;
  }
}

function show(meaning: AddressMeaning): void {
  if (meaning.kind === 'redirect') {
    location.replace(new URL(`${base}${meaning.to}`, location.href).href);
    return;
  }
  for (const section of document.querySelectorAll<HTMLElement>('.not-found[lang]')) {
    if (!section.getClientRects().length) continue; // another language's section, hidden on this address
    const input = section.querySelector<HTMLInputElement>('input[type="search"]');
    if (meaning.kind === 'words' && input && !input.value) input.value = meaning.words;
    const hint = section.querySelector<HTMLElement>('.nf-rule');
    if ((meaning.kind !== 'offer' && meaning.kind !== 'nearest') || !hint) continue;
    const link = document.createElement('a');
    link.href = `${base}${meaning.to.replace(new RegExp(`^(${LANG_ALTERNATION})/`), `${section.lang}/`)}`;
    const number = meaning.kind === 'nearest' ? meaning.nearest : meaning.number;
    const template = meaning.kind === 'nearest' ? hint.dataset.go : hint.dataset.template;
    link.textContent = (template ?? '{{number}}').replaceAll('{{number}}', number);
    const why =
      meaning.kind === 'nearest'
        ? [(hint.dataset.none ?? '').replaceAll('{{number}}', meaning.number), ' ']
        : [];
    hint.replaceChildren(...why, link);
    hint.hidden = false;
  }
}

/**
 * The language switcher keeps the address (and its query and fragment): each language's link
 * opens it in that language, and the address's own language is the current one (the shared
 * 404.html is written in English).
 */
function switchLanguages(): void {
  const nav = document.querySelector<HTMLElement>('.lang-switcher[data-same-address]');
  if (!nav) return;
  const here = langOfAddress(location.pathname, base);
  for (const a of nav.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
    const lang = a.hreflang as Lang;
    const to = new URL(addressInLang(location.pathname, base, lang), location.href);
    to.search = location.search;
    to.hash = location.hash;
    a.href = to.href;
    if (here === undefined) continue;
    if (lang === here) a.setAttribute('aria-current', 'true');
    else a.removeAttribute('aria-current');
  }
}

switchLanguages();
const segments = segmentsOf(location.pathname, base);
if (needsLineage(segments) || segments.some(isRuleNumber))
  void lineage().then((l) =>
    show(resolveAddress(location.pathname, location.search, base, l, location.hash)),
  );
else show(resolveAddress(location.pathname, location.search, base, undefined, location.hash));
