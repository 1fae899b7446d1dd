/**
 * On a rule page reached through an old number (`?was=701.13&edition=2024-08-02`),
 * says so in one line: "Rule 701.13 of the 2024-08-02 edition is rule 701.17 today."
 */
import { fill, uiStrings } from './ui-strings.ts';

const params = new URLSearchParams(location.search);
const was = params.get('was');
const edition = params.get('edition');
const article = document.querySelector('.rule-page');
if (was && edition && article && /^[\d.a-z]+$/.test(was) && /^\d{4}-\d{2}-\d{2}$/.test(edition)) {
  const number =
    decodeURIComponent(location.hash.slice(1)) ||
    article.querySelector<HTMLElement>('.rule-head')?.dataset.rule ||
    '';
  const p = document.createElement('p');
  p.className = 'notice was-notice';
  p.setAttribute('role', 'note');
  p.textContent = fill(uiStrings()['shortlink.was'] ?? '{{old}} → {{number}}', {
    old: was,
    edition,
    number,
  });
  article.prepend(p);
}
