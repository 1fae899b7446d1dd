/**
 * Reads `content/` from disk, validating front matter with the same zod
 * schemas Astro uses: the entries (articles, glossary, cards), Grimoire's
 * own renderings of rules (`content/rules/<lang>/<edition>/<number>.md`),
 * the editions' notes (`content/editions/<key>.yaml`) and the lineage.
 * Imported official editions (`content/official/`) are read on demand by
 * the registry. Used outside Astro's content layer: by the markdown plugins
 * (which run before collections are queried), scripts and tests.
 */
import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'astro/zod';
import {
  ENTRY_COLLECTIONS,
  KANA_READING,
  LANGS,
  articlesSchema,
  cardsSchema,
  editionSchema,
  entryId,
  glossarySchema,
  rulesSchema,
  type ArticlesData,
  type CardsData,
  type EditionData,
  type EntryCollection,
  type GlossaryData,
  RESERVED_IDS,
  type Lang,
  type RulesData,
} from '../content/schemas.ts';
import { ContentError, describeIssues } from '../content/content-error.ts';
import { readLineage } from '../lineage/lineage-files.ts';
import type { LineageData } from '../lineage/lineage-data.ts';
import { listOfficial, type OfficialFile } from '../official/official-store.ts';
import { splitFrontMatter } from './front-matter.ts';
import { readRuleParagraphs, type RuleParagraph } from './rule-paragraphs.ts';
import { isWithinRule } from '../rules/rule-number.ts';
import { readUtf8 } from './read-utf8.ts';
import { entryPath } from '../urls/paths.ts';

export interface EntryDataMap {
  articles: ArticlesData;
  glossary: GlossaryData;
  cards: CardsData;
}

/** One entry file as read from disk. */
export interface EntryFile<C extends EntryCollection = EntryCollection> {
  collection: C;
  id: string;
  lang: Lang;
  /** Path relative to the project root. */
  file: string;
  data: EntryDataMap[C];
  body: string;
  /** 1-based line where the body starts in the file. */
  bodyLine: number;
  /** The file line of each front-matter field. */
  fieldLines: Map<string, number>;
}

/** One rules file (Grimoire's own rendering of a rule) as read from disk. */
export interface RulesFile {
  lang: Lang;
  edition: string;
  file: string;
  data: RulesData;
  paragraphs: RuleParagraph[];
  /** 1-based line where the body starts in the file. */
  bodyLine: number;
}

/** Everything in `content/`. */
export interface RawContent {
  /** The project root: content paths in messages are relative to it. */
  root: string;
  /** The content folder that was read (absolute). */
  contentDir: string;
  editions: EditionData[];
  rules: RulesFile[];
  entries: EntryFile[];
  /** The lineage of rule numbers, if the content has one. */
  lineage?: LineageData;
  /** Imported official editions (read on demand). */
  official: OfficialFile[];
}

const SCHEMAS = { articles: articlesSchema, glossary: glossarySchema, cards: cardsSchema } as const;

function list(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

function validate<T>(
  schema: z.ZodType<T>,
  data: unknown,
  file: string,
  fieldLines?: Map<string, number>,
): T {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const field = r.error.issues[0]?.path[0];
  const line = typeof field === 'string' ? fieldLines?.get(field) : undefined;
  throw new ContentError(file, `bad front matter: ${describeIssues(r.error.issues, data)}`, line);
}

/** Files a content folder may hold that are not entries: hidden files and editor backups. */
const IGNORED = /^\.|~$|\.(swp|bak|orig)$/;

/** The .md files of a folder; any other file that is not ignored is a mistake worth naming. */
function markdownFiles(dir: string, rel: (p: string) => string): string[] {
  const names = list(dir);
  for (const n of names) {
    if (IGNORED.test(n)) continue;
    const path = join(dir, n);
    const problem = entryFileProblem(path, n, dir);
    if (problem) throw new ContentError(rel(path), problem);
  }
  return names.filter((n) => n.endsWith('.md') && !IGNORED.test(n));
}

/** What is wrong with a name in an entry folder, if anything (a folder of another kind is left alone). */
function entryFileProblem(path: string, name: string, dir: string): string | undefined {
  const link = lstatSync(path).isSymbolicLink();
  if (link && !existsSync(path))
    return 'a symbolic link to a file that does not exist: remove it, or point it at the entry';
  const isDir = statSync(path).isDirectory();
  if (isDir)
    return name.endsWith('.md') ? 'a folder, not a file: an entry is one .md file' : undefined;
  if (link) {
    const root = realpathSync(resolve(dir, '..', '..'));
    const target = realpathSync(path);
    if (!target.startsWith(root + sep))
      return `a symbolic link to ${target}, outside content/: content is read from the repository only; copy the file in`;
  }
  if (name.endsWith('.md')) return undefined;
  const id = name
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `only .md files are read here: rename it to "${id || 'entry'}.md", or move it out of content/`;
}

function checkLang(dir: string, lang: string, rootDir: string): lang is Lang {
  if ((LANGS as readonly string[]).includes(lang)) return true;
  throw new ContentError(
    relative(rootDir, dir),
    `"${lang}" is not a language; use one of ${LANGS.join(', ')}`,
  );
}

/** Language folders of a collection, each checked. */
function langDirs(root: string, collection: string, projectRoot: string): Array<[Lang, string]> {
  const out: Array<[Lang, string]> = [];
  for (const lang of list(join(root, collection))) {
    const dir = join(root, collection, lang);
    if (!statSync(dir).isDirectory() || !checkLang(dir, lang, projectRoot)) continue;
    out.push([lang, dir]);
  }
  return out;
}

function readEditions(contentDir: string, rel: (p: string) => string): EditionData[] {
  return list(join(contentDir, 'editions'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => {
      const path = join(contentDir, 'editions', f);
      const data = validate(editionSchema, parseYaml(readUtf8(path, rel(path))), rel(path));
      if (data.date !== basename(f, '.yaml'))
        throw new ContentError(
          rel(path),
          `field "date": ${data.date} does not match the file name`,
        );
      return data;
    });
}

function readRulesFile(path: string, lang: Lang, edition: string, file: string): RulesFile {
  const { data: raw, body, bodyLine, fieldLines } = splitFrontMatter(readUtf8(path, file), file);
  const data = validate(rulesSchema, raw, file, fieldLines);
  if (data.number !== basename(path, '.md'))
    throw new ContentError(file, `field "number": "${data.number}" does not match the file name`);
  if (data.edition !== edition)
    throw new ContentError(
      file,
      `field "edition": "${data.edition}" does not match the folder "${edition}"`,
    );
  if (data.source === 'official')
    throw new ContentError(
      file,
      'field "source": official text is imported with npm run import-cr (into content/official/), not written as Markdown',
    );
  const { rules: paragraphs, problems } = readRuleParagraphs(body);
  const first = problems[0];
  if (first) throw new ContentError(file, first.message, first.line + bodyLine - 1);
  for (const p of paragraphs) {
    if (!isWithinRule(p.number, data.number)) {
      throw new ContentError(
        file,
        `rule ${p.number} does not belong in the file for rule ${data.number}`,
        p.line + bodyLine - 1,
      );
    }
  }
  return {
    lang,
    edition,
    file,
    data,
    paragraphs: paragraphs.map((p) => ({ ...p, line: p.line + bodyLine - 1 })),
    bodyLine,
  };
}

function readRules(
  contentDir: string,
  projectRoot: string,
  rel: (p: string) => string,
): RulesFile[] {
  const out: RulesFile[] = [];
  for (const [lang, langDir] of langDirs(contentDir, 'rules', projectRoot)) {
    for (const edition of list(langDir)) {
      const defined = new Map<string, string>();
      for (const f of markdownFiles(join(langDir, edition), rel)) {
        const path = join(langDir, edition, f);
        const r = readRulesFile(path, lang, edition, rel(path));
        for (const p of r.paragraphs) {
          const first = defined.get(p.number);
          if (first)
            throw new ContentError(
              r.file,
              `rule ${p.number} is already defined in ${first}`,
              p.line,
            );
          defined.set(p.number, `${r.file}:${p.line}`);
        }
        out.push(r);
      }
    }
  }
  return out;
}

function readEntry(collection: EntryCollection, lang: Lang, path: string, file: string): EntryFile {
  const { data: raw, body, bodyLine, fieldLines } = splitFrontMatter(readUtf8(path, file), file);
  const id = basename(path, '.md');
  if (!entryId.safeParse(id).success)
    throw new ContentError(file, `file name "${id}" is not a valid id: use lowercase kebab-case`);
  if (RESERVED_IDS[collection].includes(id))
    throw new ContentError(
      file,
      `"${id}" is the name of a fixed page of ${collection}/ (/${entryPath(lang, collection, id)}), so this entry would have no page: give it another id`,
    );
  const data = validate(
    SCHEMAS[collection] as z.ZodType<EntryDataMap[typeof collection]>,
    raw,
    file,
    fieldLines,
  );
  if (collection === 'glossary') {
    const g = data as GlossaryData;
    if (lang === 'ja' && !g.reading)
      throw new ContentError(
        file,
        'field "reading": a Japanese term needs its reading in kana',
        fieldLines.get('term'),
      );
    checkFormerReadings(g, lang, file, fieldLines);
    if (lang !== 'ja' && g.reading)
      throw new ContentError(
        file,
        'field "reading": only Japanese entries have a reading',
        fieldLines.get('reading'),
      );
  }
  return { collection, id, lang, file, data, body, bodyLine, fieldLines };
}

/** A Japanese former name in kanji needs its reading; other languages have none. */
function checkFormerReadings(
  g: GlossaryData,
  lang: Lang,
  file: string,
  fieldLines: Map<string, number>,
): void {
  const line = fieldLines.get('formerReadings') ?? fieldLines.get('formerNames');
  if (lang !== 'ja' && Object.keys(g.formerReadings).length)
    throw new ContentError(
      file,
      'field "formerReadings": only Japanese entries have readings',
      line,
    );
  if (lang !== 'ja') return;
  for (const name of g.formerNames)
    if (!KANA_READING.test(name) && !g.formerReadings[name])
      throw new ContentError(
        file,
        `field "formerReadings": the former name ${name} needs its reading in kana (formerReadings: { ${name}: … })`,
        line,
      );
  for (const name of Object.keys(g.formerReadings))
    if (!g.formerNames.includes(name))
      throw new ContentError(
        file,
        `field "formerReadings": ${name} is not one of formerNames`,
        line,
      );
}

function readEntries(
  contentDir: string,
  projectRoot: string,
  rel: (p: string) => string,
): EntryFile[] {
  const out: EntryFile[] = [];
  for (const collection of ENTRY_COLLECTIONS) {
    for (const [lang, langDir] of langDirs(contentDir, collection, projectRoot)) {
      for (const f of markdownFiles(langDir, rel)) {
        const path = join(langDir, f);
        out.push(readEntry(collection, lang, path, rel(path)));
      }
    }
  }
  return out;
}

/** Reads and validates every content file under `contentDir`. Throws ContentError on the first bad file. */
export function readContent(contentDir: string, projectRoot = join(contentDir, '..')): RawContent {
  const rel = (p: string) => relative(projectRoot, p);
  const lineage = readLineage(contentDir, projectRoot);
  return {
    root: projectRoot,
    contentDir: resolve(contentDir),
    editions: readEditions(contentDir, rel),
    rules: readRules(contentDir, projectRoot, rel),
    entries: readEntries(contentDir, projectRoot, rel),
    ...(lineage ? { lineage } : {}),
    official: listOfficial(contentDir),
  };
}
