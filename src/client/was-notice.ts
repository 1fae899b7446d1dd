/**
 * On a rule page reached through an old number (`?was=701.13&edition=2024-08-02`),
 * says so in one line — "Rule 701.13 of the 2024-08-02 edition is rule 701.17
 * today." — where the reader lands: just above the rule the lineage says
 * the old number is, or at the top of the rule. Only when the lineage agrees
 * (it is loaded for this rare case, as anchor-check does): an address that
 * pins a number to an edition that never had it, or to a rule that is not on
 * this page, shows nothing. A rule divided on the way is said to be, with
 * all its parts. Only numbers are shown, never the address's own text.
 */
import type { Lineage } from '../lineage/lineage.ts';
import type { WasMeaning } from '../lineage/was-meaning.ts';
import { apiPath } from '../urls/paths.ts';
import { isRuleNumber, normalizeRuleNumber } from '../rules/rule-number.ts';
import { pageLang, ui } from './ui-strings.ts';
import { formatDate } from '../i18n/dates.ts';

const base = document.documentElement.dataset.base ?? '/';
const params = new URLSearchParams(location.search);
/** A rule number from the address, or undefined: never the address's own text. */
const numberIn = (s: string) => (isRuleNumber(s) ? normalizeRuleNumber(s) : undefined);
const was = numberIn(params.get('was') ?? '');
const edition = params.get('edition') ?? '';
const article = document.querySelector<HTMLElement>('article.rule-page[data-current]');

/** The lineage, fetched; undefined when it cannot be had (no notice then). */
async function loadLineage(): Promise<Lineage | undefined> {
  const [{ Lineage }, { fromLineageJson }] = await Promise.all([
    import('../lineage/lineage.ts'),
    import('../lib/lineage-json.ts'),
  ]);
  const r = await fetch(`${base}${apiPath('lineage.json')}`).catch(() => undefined);
  return r?.ok ? new Lineage(fromLineageJson(await r.json())) : undefined;
}

/** The notice's text, in the page's language. */
export function wasText(old: string, m: WasMeaning): string {
  const lang = pageLang();
  const sentences = [
    ui('shortlink:was', { old, edition: formatDate(m.edition, lang), number: m.number }),
    ...m.divisions.map((d) =>
      ui('witness:wasDivided', {
        old: d.before,
        parts: d.parts.join(ui('witness:listJoin')),
        date: formatDate(d.edition, lang),
      }),
    ),
  ];
  return sentences.reduce((first, second) => ui('witness:sentences', { first, second }));
}

async function show(old: string, page: HTMLElement): Promise<void> {
  const lineage = await loadLineage();
  const { wasMeaning } = await import('../lineage/was-meaning.ts');
  const m = lineage && wasMeaning(lineage, old, edition, page.dataset.current!);
  if (!m || (m.number === old && !m.divisions.length)) return;
  const head = page.querySelector<HTMLElement>('.rule-head')?.dataset.rule;
  const target = m.number === head ? page : document.getElementById(m.number);
  if (!target || !page.contains(target)) return;
  const p = document.createElement('p');
  p.className = 'notice was-notice';
  p.setAttribute('role', 'note');
  p.textContent = wasText(old, m);
  if (target !== page) {
    target.before(p);
    p.scrollIntoView({ block: 'start' });
  } else page.prepend(p);
}

if (was && edition && article) void show(was, article);
