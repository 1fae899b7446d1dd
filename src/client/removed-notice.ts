/**
 * On an edition's page reached for a removed rule
 * (`?removed=502.15b&in=2009-07-11`, see urls/paths.ts removedRulePath): one
 * line saying the rule was removed and when, with a link to its text in the
 * edition's chapter when the site has it. Both values are checked before
 * they are shown, as text only.
 */
import { chapterOf, isCanonicalRuleNumber } from '../rules/rule-number.ts';
import { isEditionKey } from '../lineage/edition-key.ts';
import { fill, pageLang } from './ui-strings.ts';
import { formatDate } from '../i18n/dates.ts';
import { typeset } from '../i18n/typography.ts';

const el = document.querySelector<HTMLElement>('.removed-notice');
const params = new URLSearchParams(location.search);
const number = params.get('removed') ?? '';
const removedIn = params.get('in') ?? '';
if (el && isCanonicalRuleNumber(number) && isEditionKey(removedIn)) {
  const lang = pageLang();
  const text = fill(el.dataset.template ?? '', { number, removedIn: formatDate(removedIn, lang) });
  el.textContent = typeset(text, lang);
  const chapter = chapterOf(number);
  if (el.dataset.chapter && chapter) {
    const a = document.createElement('a');
    a.href = fill(el.dataset.chapter, { chapter, number });
    a.textContent = fill(el.dataset.read ?? '', { chapter });
    // The space before the link, as the language writes it (none after 。).
    el.textContent = typeset(`${text} `, lang);
    el.append(a);
  }
  el.hidden = false;
}
