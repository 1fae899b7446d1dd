/**
 * Every headword of the 2003 Italian rulebook glossary (kept as a fixture:
 * a list of names is a fact) leads to a glossary entry — as its term, an
 * alias or a former name — and that entry exists in all three languages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/content/schemas.ts';
import { getRegistry, projectRoot } from '../../src/registry/index.ts';
import { foldText } from '../../src/search/normalize.ts';

const registry = getRegistry(join(projectRoot, 'content'));
const headwords = readFileSync(
  join(projectRoot, 'tests/fixtures/seed-glossary-headwords.txt'),
  'utf8',
)
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

const italianNames = new Map<string, string>();
for (const id of registry.ids('glossary')) {
  const n = registry.names('glossary', id, 'it');
  if (!n) continue;
  for (const name of [n.primary, ...n.aliases, ...n.formerNames])
    italianNames.set(foldText(name), id);
}

describe(`seed glossary (${headwords.length} headwords)`, () => {
  it('every headword resolves to an entry', () => {
    const missing = headwords.filter((h) => !italianNames.has(foldText(h)));
    expect(missing).toEqual([]);
  });

  it('every entry a headword leads to exists in English, Italian and Japanese', () => {
    const untranslated = headwords
      .map((h) => italianNames.get(foldText(h)))
      .filter((id): id is string => Boolean(id))
      .filter((id) => registry.entryLangs('glossary', id).length !== LANGS.length);
    expect([...new Set(untranslated)]).toEqual([]);
  });
});
