/**
 * On a rule page reached through an old number (`?was=701.13&edition=2024-08-02`),
 * says so in one line — "Rule 701.13 of the 2024-08-02 edition is rule 701.17
 * today." — where the reader lands: just above the subrule the address names,
 * or at the top of the rule. Only numbers are shown, never the address's own
 * text, and only a subrule the page really has.
 */
import { isEditionKey } from '../lineage/edition-key.ts';
import { isRuleNumber, normalizeRuleNumber } from '../rules/rule-number.ts';
import { pageLang, ui } from './ui-strings.ts';
import { formatDate } from '../i18n/dates.ts';
import { decodeLeniently } from '../lib/decode-leniently.ts';

const params = new URLSearchParams(location.search);
/** A rule number from the address, or undefined: never the address's own text. */
const numberIn = (s: string) => (isRuleNumber(s) ? normalizeRuleNumber(s) : undefined);
const was = numberIn(params.get('was') ?? '');
const edition = params.get('edition') ?? '';
const article = document.querySelector<HTMLElement>('.rule-page');
const hashNumber = numberIn(decodeLeniently(location.hash.slice(1)));
const target = hashNumber ? document.getElementById(hashNumber) : null;
if (was && isEditionKey(edition) && article) {
  const number =
    (target && hashNumber) || article.querySelector<HTMLElement>('.rule-head')?.dataset.rule || '';
  const p = document.createElement('p');
  p.className = 'notice was-notice';
  p.setAttribute('role', 'note');
  p.textContent = ui('shortlink:was', {
    old: was,
    edition: formatDate(edition, pageLang()),
    number,
  });
  if (target && target !== article) {
    target.before(p);
    p.scrollIntoView({ block: 'start' });
  } else article.prepend(p);
}
