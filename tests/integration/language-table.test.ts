/**
 * Adding a language is one row of the language table and one locale file:
 * a temporary copy of the project gets a fourth language (German) that way
 * and nothing else, and the fixture site builds with it: every page type
 * exists under /de/, in German's `lang`, `og:locale` and date format, and
 * the other languages link to it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/registry/index.ts';
import { copyProject } from '../support/project-copy.ts';
import { astroCommand } from '../../scripts/support/astro-cli.ts';

const ROW = `  {
    code: 'de',
    tag: 'de',
    ogLocale: 'de_DE',
    dateLocale: 'de-DE',
    fallbackRank: 3,
    officialText: 'none',
  },
] as const satisfies readonly Language[];`;

let tmp = '';
let out = '';
let build = { status: null as number | null, output: '' };

beforeAll(() => {
  tmp = copyProject(join(projectRoot, 'tests/fixtures/content'), 'grimoire-fourth-language-');
  // The one row…
  const table = join(tmp, 'src/i18n/languages.ts');
  const src = readFileSync(table, 'utf8');
  const end = '] as const satisfies readonly Language[];';
  expect(src).toContain(end);
  writeFileSync(table, src.replace(end, ROW.replace(/^ {2}/, '  ')));
  // …and the one locale file (English strings, German name and a German heading to find).
  const en = JSON.parse(readFileSync(join(tmp, 'src/i18n/locales/en.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const de = {
    ...en,
    lang: { ...en.lang, name: 'Deutsch' },
    rules: { ...en.rules, title: 'Umfassende Regeln' },
  };
  writeFileSync(join(tmp, 'src/i18n/locales/de.json'), JSON.stringify(de, null, 2));
  out = join(tmp, 'dist');
  const r = spawnSync(...astroCommand(tmp, ['build', '--force']), {
    cwd: tmp,
    env: {
      ...process.env,
      GRIMOIRE_CONTENT_DIR: join(tmp, 'content'),
      GRIMOIRE_OUT_DIR: out,
      SITE_URL: 'http://localhost:4321',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    encoding: 'utf8',
    timeout: 600_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  build = { status: r.status, output: `${r.stdout}\n${r.stderr}` };
}, 600_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const page = (p: string) => readFileSync(join(out, p), 'utf8');

describe('a fourth language from one table row and one locale file', () => {
  it('builds the fixture site', () => {
    expect(build.status, build.output.slice(-3000)).toBe(0);
  });

  it('has every kind of page under /de/, in German', () => {
    for (const p of [
      'de/index.html',
      'de/rules/index.html',
      'de/glossary/index.html',
      'de/search/index.html',
      'de/editions/index.html',
    ])
      expect(existsSync(join(out, p)), p).toBe(true);
    const rules = page('de/rules/index.html');
    expect(rules).toMatch(/<html[^>]* lang="de"/);
    expect(rules).toContain('<meta property="og:locale" content="de_DE"');
    expect(rules).toContain('Umfassende Regeln');
  });

  it('writes dates in the German date locale', () => {
    expect(page('de/rules/index.html')).toMatch(
      /\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/,
    );
  });

  it('is offered by the language switcher of the other languages', () => {
    expect(page('en/rules/index.html')).toMatch(/href="\/de\/rules\/"[^>]*>\s*Deutsch/);
  });
});
