/**
 * Which edition an imported file is (see `lineage/edition-key.ts` for how
 * editions are named): the key given on the command line; for an English
 * file, else the date in the file's name, else the edition the lineage knows
 * by the file's sha256, else the one edition the lineage knows with the
 * file's effective date, else the effective date itself; for a translation,
 * what the file itself says (see `translationEdition`).
 */
import type { Lang } from '../content/schemas.ts';
import { englishName } from '../i18n/languages.ts';
import { keyFromFileName, revisionFromFileName } from '../lineage/edition-key.ts';
import type { Lineage } from '../lineage/lineage.ts';
import type { ReadRulesFile } from './read-rules-file.ts';

/** Where an edition's key came from, for the import report. */
export type KeySource =
  'option' | 'file name' | 'known file' | 'effective date' | 'translation date';

export interface EditionOf {
  key: string;
  from: KeySource;
  /** The file names other editions too (a translation whose name and text disagree). */
  note?: string;
  /** Why the file cannot be imported: its name, its text and the lineage disagree (then `key` is what its bytes say). */
  error?: string;
}

/** Days between two YYYY-MM-DD dates. */
const daysApart = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

/**
 * How far a file name's date may be from the effective date its text states:
 * the archive's widest gap is two years (2006-06-01 states 2004-06-01), the
 * others are within three weeks.
 */
const NAME_TEXT_DAYS = 1100;

/** The edition of one file, or undefined when nothing says which it is. */
export function editionOf(
  input: ReadRulesFile,
  lang: Lang,
  lineage: Lineage | undefined,
  option?: string,
): EditionOf | undefined {
  if (lang !== 'en') {
    const english = lineage?.editions.find((e) => e.sha256 === input.source.sha256);
    if (english)
      return {
        key: english.key,
        from: 'known file',
        error: `these are the very bytes of the English edition ${english.key} (same sha256), not a translation: give the official ${englishName(lang)} file`,
      };
    return option ? given(input, option) : translationEdition(input, lineage);
  }
  const known = lineage?.editions.find((e) => e.sha256 === input.source.sha256);
  if (option)
    return known && known.key !== option
      ? byBytes(known.key, `--edition ${option}`)
      : { key: option, from: 'option' };
  const fromName = keyFromFileName(input.source.name);
  if (known)
    return fromName && fromName !== known.key
      ? byBytes(known.key, `its name (${fromName})`)
      : { key: known.key, from: 'known file' };
  const effective = input.parsed.effectiveDate;
  if (fromName && effective && daysApart(fromName, effective) > NAME_TEXT_DAYS)
    return {
      key: fromName,
      from: 'file name',
      error: `its name says edition ${fromName}, its text says it takes effect ${effective}: they cannot both be right. If the text is, rename the file (MagicCompRules ${effective.replaceAll('-', '')}.txt); if the name is, give --edition ${fromName}`,
    };
  if (fromName) return { key: fromName, from: 'file name' };
  const byEffective = effective ? lineage?.editions.filter((e) => e.effective === effective) : [];
  if (byEffective?.length === 1) return { key: byEffective[0]!.key, from: 'effective date' };
  return effective ? { key: effective, from: 'effective date' } : undefined;
}

/** A file whose bytes are a known edition: it is that edition, and what else names it is wrong. */
function byBytes(key: string, said: string): EditionOf {
  return {
    key,
    from: 'known file',
    error: `${said} says otherwise, but its bytes are edition ${key} (the sha256 the lineage records): trust the bytes; it is ${key}, which the site already knows. Rename the file or leave out --edition`,
  };
}

/**
 * The English edition a translation translates, read from the file itself:
 * the effective date it states (as the lineage knows it), else the date it
 * says it was translated, else the date in its name. The first of these the
 * lineage has wins; when they disagree, `note` says so.
 */
function translationEdition(
  input: ReadRulesFile,
  lineage: Lineage | undefined,
): EditionOf | undefined {
  const found: EditionOf[] = [];
  const effective = input.parsed.effectiveDate;
  if (effective) {
    const known = lineage?.editions.filter((e) => e.key === effective || e.effective === effective);
    found.push({ key: known?.length === 1 ? known[0]!.key : effective, from: 'effective date' });
  }
  const translated = translationDate(input.text);
  if (translated) found.push({ key: translated, from: 'translation date' });
  const fromName = keyFromFileName(input.source.name);
  if (fromName) found.push({ key: fromName, from: 'file name' });
  const chosen = found.find((c) => lineage?.edition(c.key)) ?? found[0];
  if (!chosen) return undefined;
  const others = found.filter((c) => c.key !== chosen.key);
  if (!others.length) return chosen;
  const said = others.map((c) => `the ${c.from} says ${c.key}`).join(', ');
  return { ...chosen, note: `${said}: imported as ${chosen.key} (the ${chosen.from})` };
}

/** A translation given its edition on the command line: a file that names another one says so. */
function given(input: ReadRulesFile, option: string): EditionOf {
  const said = translationEdition(input, undefined);
  if (!said || said.key === option) return { key: option, from: 'option' };
  const note = `the ${said.from} says ${said.key}: imported as ${option} (--edition)`;
  return { key: option, from: 'option', note };
}

/** "…翻訳チーム が 2026-01-16 に翻訳したものです": the date a translation names. */
export function translationDate(text: string): string | undefined {
  const head = text.slice(0, 4000).normalize('NFKC');
  return /(\d{4}-\d{2}-\d{2})\s*に翻訳/.exec(head)?.[1];
}

/** A translation's revision: "和訳 20260116.0版" in the text, else the file name's "_0". */
export function translationRevision(inputs: readonly ReadRulesFile[]): string | undefined {
  for (const i of inputs) {
    const m = /和訳\s*(\d{8}\.\d+)\s*版/.exec(i.text.slice(0, 4000).normalize('NFKC'));
    if (m) return m[1];
  }
  for (const i of inputs) {
    const r = revisionFromFileName(i.source.name);
    if (r) return r;
  }
  return undefined;
}
