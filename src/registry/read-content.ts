/**
 * Reads `content/` from disk, validating front matter with the same zod
 * schemas Astro uses. Used outside Astro's content layer: by the markdown
 * plugins (which run before collections are queried), scripts and tests.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'astro/zod';
import {
  LANGS,
  articlesSchema,
  cardsSchema,
  crGlossarySchema,
  editionSchema,
  entryId,
  glossarySchema,
  rulesSchema,
  type ArticlesData,
  type CardsData,
  type CrGlossaryTerm,
  type EditionData,
  type GlossaryData,
  type Lang,
  type RulesData,
} from '../content/schemas.ts';
import { ContentError, describeIssues } from '../content/content-error.ts';
import { splitFrontMatter } from './front-matter.ts';
import { readRuleParagraphs, type RuleParagraph } from './rule-paragraphs.ts';
import { isWithinRule } from '../rules/rule-number.ts';

/** The entry collections (everything but rules and editions). */
export const ENTRY_COLLECTIONS = ['articles', 'glossary', 'cards'] as const;
export type EntryCollection = (typeof ENTRY_COLLECTIONS)[number];

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
}

/** One rules file as read from disk. */
export interface RulesFile {
  lang: Lang;
  edition: string;
  file: string;
  data: RulesData;
  paragraphs: RuleParagraph[];
}

/** The Comprehensive Rules glossary of one edition in one language. */
export interface CrGlossaryFile {
  lang: Lang;
  edition: string;
  file: string;
  terms: CrGlossaryTerm[];
}

/** Everything in `content/`. */
export interface RawContent {
  root: string;
  editions: EditionData[];
  rules: RulesFile[];
  crGlossaries: CrGlossaryFile[];
  entries: EntryFile[];
}

const SCHEMAS = { articles: articlesSchema, glossary: glossarySchema, cards: cardsSchema } as const;

function list(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

function validate<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const r = schema.safeParse(data);
  if (!r.success)
    throw new ContentError(file, `bad front matter: ${describeIssues(r.error.issues)}`);
  return r.data;
}

function checkLang(dir: string, lang: string, rootDir: string): lang is Lang {
  if ((LANGS as readonly string[]).includes(lang)) return true;
  throw new ContentError(
    relative(rootDir, dir),
    `"${lang}" is not a language; use one of ${LANGS.join(', ')}`,
  );
}

/** Reads and validates every content file under `contentDir`. Throws ContentError on the first bad file. */
export function readContent(contentDir: string, projectRoot = join(contentDir, '..')): RawContent {
  const rel = (p: string) => relative(projectRoot, p);
  const editions = list(join(contentDir, 'editions'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => {
      const path = join(contentDir, 'editions', f);
      const data = validate(editionSchema, parseYaml(readFileSync(path, 'utf8')), rel(path));
      if (data.date !== basename(f, '.yaml'))
        throw new ContentError(
          rel(path),
          `field "date": ${data.date} does not match the file name`,
        );
      return data;
    });

  const rules: RulesFile[] = [];
  const crGlossaries: CrGlossaryFile[] = [];
  for (const lang of list(join(contentDir, 'rules'))) {
    const langDir = join(contentDir, 'rules', lang);
    if (!statSync(langDir).isDirectory() || !checkLang(langDir, lang, projectRoot)) continue;
    for (const edition of list(langDir)) {
      const glossaryPath = join(langDir, edition, 'glossary.yaml');
      if (existsSync(glossaryPath)) {
        crGlossaries.push({
          lang,
          edition,
          file: rel(glossaryPath),
          terms: validate(
            crGlossarySchema,
            parseYaml(readFileSync(glossaryPath, 'utf8')),
            rel(glossaryPath),
          ),
        });
      }
      for (const f of list(join(langDir, edition)).filter((n) => n.endsWith('.md'))) {
        const path = join(langDir, edition, f);
        const file = rel(path);
        const { data: raw, body, bodyLine } = splitFrontMatter(readFileSync(path, 'utf8'), file);
        const data = validate(rulesSchema, raw, file);
        if (data.number !== basename(f, '.md'))
          throw new ContentError(
            file,
            `field "number": "${data.number}" does not match the file name`,
          );
        if (data.edition !== edition)
          throw new ContentError(
            file,
            `field "edition": "${data.edition}" does not match the folder "${edition}"`,
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
        rules.push({
          lang,
          edition,
          file,
          data,
          paragraphs: paragraphs.map((p) => ({ ...p, line: p.line + bodyLine - 1 })),
        });
      }
    }
  }

  const entries: EntryFile[] = [];
  for (const collection of ENTRY_COLLECTIONS) {
    for (const lang of list(join(contentDir, collection))) {
      const langDir = join(contentDir, collection, lang);
      if (!statSync(langDir).isDirectory() || !checkLang(langDir, lang, projectRoot)) continue;
      for (const f of list(langDir).filter((n) => n.endsWith('.md'))) {
        const path = join(langDir, f);
        const file = rel(path);
        const { data: raw, body } = splitFrontMatter(readFileSync(path, 'utf8'), file);
        const id = basename(f, '.md');
        if (!entryId.safeParse(id).success)
          throw new ContentError(
            file,
            `file name "${id}" is not a valid id: use lowercase kebab-case`,
          );
        const data = validate(
          SCHEMAS[collection] as z.ZodType<EntryDataMap[typeof collection]>,
          raw,
          file,
        );
        if (collection === 'glossary') {
          const g = data as GlossaryData;
          if (lang === 'ja' && !g.reading)
            throw new ContentError(
              file,
              'field "reading": a Japanese term needs its reading in kana',
            );
          if (lang !== 'ja' && g.reading)
            throw new ContentError(file, 'field "reading": only Japanese entries have a reading');
        }
        entries.push({ collection, id, lang, file, data, body });
      }
    }
  }
  return { root: projectRoot, editions, rules, crGlossaries, entries };
}
