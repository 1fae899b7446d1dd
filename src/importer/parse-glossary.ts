/**
 * Reads one entry of the Comprehensive Rules glossary. Two layouts exist:
 *
 *   English (and Italian)          Japanese translation
 *   Ability                        =相棒（あいぼう）／Companion=
 *   1. First sense.                definition (senses inline: "1. …。2. …")
 *   2. Second sense.
 *   See rule 113.
 *
 * A term marked "(Obsolete)" (or 「(廃語)」) is flagged `obsolete` and the
 * marker is dropped from the term or definition.
 */

/** One glossary term as the rules file defines it. */
export interface ParsedGlossaryTerm {
  /** The term as printed, without an "(Obsolete)" marker. */
  term: string;
  /** Kana reading (Japanese glossary). */
  reading?: string;
  /** The English term (Japanese glossary: `=相棒（あいぼう）／Companion=`). */
  englishTerm?: string;
  /**
   * The definition, one item per numbered sense ("1. …", "2. …") without its
   * number; a definition without numbers is one sense. Lines that follow
   * the last numbered sense (e.g. "See rule 113.") stay with it, after "\n".
   */
  senses: string[];
  obsolete: boolean;
  /** 1-based line of the term in the file. */
  line: number;
}

const OBSOLETE_SUFFIX = /\s*[(（](?:Obsolete|Obsoleto|obsoleto|廃語)[)）]\s*$/;
const OBSOLETE_PREFIX = /^[(（](?:Obsolete|Obsoleto|obsoleto|廃語)[)）]\s*/;

/**
 * Parses one block of consecutive non-blank lines (term line, then
 * definition lines) and appends the term to `out`. A lone line that reads
 * like a definition right after a term without one is taken as that term's
 * definition (a stray blank line between them), and reported.
 */
export function parseGlossaryBlock(
  block: ReadonlyArray<{ text: string; line: number }>,
  out: ParsedGlossaryTerm[],
  odd: (line: number, message: string) => void,
): void {
  const [head, ...rest] = block;
  if (!head) return;
  const defLines = rest.map((l) => l.text);
  const ja = /^=(.+)=$/.exec(head.text);
  const prev = out.at(-1);
  if (!ja && !defLines.length && prev && !prev.senses.length && looksLikeDefinition(head.text)) {
    prev.senses = splitSenses([head.text]);
    odd(head.line, `blank line between glossary term "${prev.term}" and its definition`);
    return;
  }
  let term: string;
  let reading: string | undefined;
  let englishTerm: string | undefined;
  if (ja) {
    ({ term, reading, englishTerm } = splitJapaneseTermLine(ja[1]!));
  } else {
    term = head.text;
  }
  let obsolete = false;
  if (OBSOLETE_SUFFIX.test(term)) {
    obsolete = true;
    term = term.replace(OBSOLETE_SUFFIX, '');
  }
  if (englishTerm && OBSOLETE_SUFFIX.test(englishTerm)) {
    obsolete = true;
    englishTerm = englishTerm.replace(OBSOLETE_SUFFIX, '');
  }
  if (defLines.length && OBSOLETE_PREFIX.test(defLines[0]!)) {
    obsolete = true;
    defLines[0] = defLines[0]!.replace(OBSOLETE_PREFIX, '');
  }
  const entry: ParsedGlossaryTerm = {
    term,
    senses: splitSenses(defLines.filter((l) => l !== '')),
    obsolete,
    line: head.line,
  };
  if (reading !== undefined) entry.reading = reading;
  if (englishTerm !== undefined) entry.englishTerm = englishTerm;
  if (!term) odd(head.line, 'glossary entry without a term');
  if (!ja && head.text.length > 80)
    odd(head.line, `glossary term line is unusually long: "${head.text.slice(0, 40)}…"`);
  if (!entry.senses.length) odd(head.line, `glossary term "${term}" has no definition`);
  out.push(entry);
}

/** `相棒（あいぼう）／Companion` → term, reading and English term. */
function splitJapaneseTermLine(inner: string): {
  term: string;
  reading?: string;
  englishTerm?: string;
} {
  let main = inner.trim();
  let englishTerm: string | undefined;
  const slash = main.lastIndexOf('／');
  if (slash >= 0) {
    englishTerm = main.slice(slash + 1).trim();
    main = main.slice(0, slash).trim();
  }
  const r = /^(.*?)[（(]([^（）()]*)[）)]$/.exec(main);
  const out: { term: string; reading?: string; englishTerm?: string } = {
    term: r ? r[1]!.trim() : main,
  };
  if (r) out.reading = r[2]!.trim();
  if (englishTerm) out.englishTerm = englishTerm;
  return out;
}

/** True for a line that reads as a sentence rather than a term. */
function looksLikeDefinition(text: string): boolean {
  return /[.。)”"]$/.test(text) || text.length > 60;
}

/**
 * Splits definition lines into numbered senses. Senses are numbered from 1
 * either at line starts (English) or inline after a sentence end or a space
 * (Japanese: "1. …領域。2. …"); only the next expected number starts a sense.
 */
export function splitSenses(lines: readonly string[]): string[] {
  if (!lines.length) return [];
  if (!/^1\.\s*\S/.test(lines[0]!)) return [lines.join('\n')];
  if (lines.some((l, i) => i > 0 && /^2\.\s*\S/.test(l))) {
    const senses: string[] = [];
    let next = 1;
    for (const l of lines) {
      const m = new RegExp(`^${next}\\.\\s*`).exec(l);
      if (m) {
        senses.push(l.slice(m[0].length));
        next++;
      } else {
        senses[senses.length - 1] += `\n${l}`;
      }
    }
    return senses.map((s) => s.trim());
  }
  const text = lines.join('\n');
  const starts: Array<{ at: number; body: number }> = [];
  let next = 1;
  let from = 0;
  for (;;) {
    const re = new RegExp(`(?:^|(?<=[\\s\\u3000。．]))${next}\\.\\s*(?=\\S)`, 'g');
    re.lastIndex = from;
    const m = re.exec(text);
    if (!m || (next === 1 && m.index !== 0)) break;
    starts.push({ at: m.index, body: m.index + m[0].length });
    from = m.index + m[0].length;
    next++;
  }
  return starts.map((s, k) => text.slice(s.body, starts[k + 1]?.at ?? text.length).trim());
}
