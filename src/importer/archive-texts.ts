/**
 * The texts of an archive of official English rules files, by edition, for
 * the second witness of check:links: a folder of MagicCompRules files, with
 * a `manifest.tsv` (edition key in column 1, file name in column 2) or
 * files named by date (MagicCompRules-2024-08-02.txt, MagicCompRules
 * 20240802.txt). Each file is read by the importer's reader (every encoding
 * the archive uses), once, when first asked for.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readRulesFile } from './read-rules-file.ts';
import { ruleTexts } from '../lineage/compute-lineage.ts';
import { keyFromFileName } from '../lineage/edition-key.ts';
import type { EditionTexts } from '../lineage/second-witness.ts';

/** Edition key → file, from the manifest, else from the file names. */
export function archiveFiles(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const manifest = join(dir, 'manifest.tsv');
  if (existsSync(manifest)) {
    for (const line of readFileSync(manifest, 'utf8').split('\n').slice(1)) {
      const [key, file] = line.replace(/\r$/, '').split('\t');
      if (key && file && existsSync(join(dir, file))) out.set(key, join(dir, file));
    }
    return out;
  }
  for (const name of readdirSync(dir)) {
    const key = keyFromFileName(name);
    if (key) out.set(key, join(dir, name));
  }
  return out;
}

/** The archive's texts (see the module comment). */
export function archiveTexts(dir: string): EditionTexts {
  const files = archiveFiles(dir);
  const cache = new Map<string, Map<string, string>>();
  return (edition) => {
    const file = files.get(edition);
    if (!file) return undefined;
    let texts = cache.get(edition);
    if (!texts) {
      texts = new Map(ruleTexts(readRulesFile(file, 'en').parsed).map((t) => [t.number, t.text]));
      cache.set(edition, texts);
    }
    return texts;
  };
}
