/**
 * The one line a reader of a stale entry sees, in the reader's language:
 * "Written for the rules of 2 August 2024. Since then, rule 509.2, which it
 * cites, was removed (8 November 2024)." Dates are written as dates, rule
 * numbers as the entry cites them (its edition's), and every edition named.
 * Built from the entry's drifted citations (`registry/entry-drift.ts`).
 */
import type { Lang } from '../content/schemas.ts';
import { useTranslations } from '../i18n/index.ts';
import type { DriftEvent } from '../lineage/drift.ts';
import type { DriftedCitation } from '../registry/entry-drift.ts';
import { formatDate } from './edition-names.ts';

/** At most this many rules are named; the rest are counted. */
export const RULES_NAMED = 3;
/** At most this many subrules are named for one rule. */
const SUBRULES_NAMED = 3;

type T = ReturnType<typeof useTranslations>;

/** The event that says most about a rule: its removal, merger or division when it had one, else its last change. */
function headline(events: readonly DriftEvent[]): DriftEvent {
  return events.find((e) => e.kind !== 'changed') ?? events.at(-1)!;
}

/** "was removed (8 November 2024)", in the reader's language. */
function whatHappened(c: DriftedCitation, t: T, lang: Lang): string {
  const e = headline(c.events);
  const join = t('drift:listJoin');
  const dates = [...new Set(c.events.map((x) => x.edition))].map((k) => formatDate(k, lang));
  const date = e.kind === 'changed' ? dates.join(join) : formatDate(e.edition, lang);
  if (e.kind === 'removed') return t('drift:removed', { date });
  if (e.kind === 'merged') return t('drift:merged', { date, into: e.into! });
  if (e.kind === 'divided') return t('drift:divided', { date, parts: e.parts!.join(join) });
  if (c.events.some((x) => x.own)) return t('drift:reworded', { date });
  const subs = [...new Set(c.events.flatMap((x) => x.subrules ?? []).map((s) => s.number))];
  const named = subs.slice(0, SUBRULES_NAMED).join(join);
  return t('drift:subrules', {
    date,
    subrules: subs.length > SUBRULES_NAMED ? `${named}${join}…` : named,
  });
}

/** The notice for an entry written for `edition` whose cited rules drifted; undefined when none did. */
export function driftNotice(
  lang: Lang,
  edition: string,
  citations: readonly DriftedCitation[],
): string | undefined {
  if (!citations.length) return undefined;
  const t = useTranslations(lang);
  const written = t('drift:written', { date: formatDate(edition, lang) });
  if (citations.length === 1) {
    const c = citations[0]!;
    return t('drift:one', { written, number: c.number, what: whatHappened(c, t, lang) });
  }
  const items = citations
    .slice(0, RULES_NAMED)
    .map((c) => t('drift:item', { number: c.number, what: whatHappened(c, t, lang) }));
  const more = citations.length - RULES_NAMED;
  if (more > 0) items.push(t('drift:more', { count: more }));
  const list = items.join(t('drift:join'));
  return t('drift:many', { written, count: citations.length, list });
}
