/**
 * The script of a short-link page, run in the browser: sends the reader on to
 * the rule in their language (or, with `?edition=`, to where that edition's
 * rule with this number is today). It is inlined into the page by its source
 * text, with `pickLanguage` and the language codes (from the language table)
 * passed in the same way, and its hash goes into
 * the page's Content-Security-Policy. Being inlined by its text, it can use
 * no import: its `?was=` query is written as `wasQuery` (urls/paths.ts)
 * writes it (url-module.test.ts allows this one copy).
 */
import { pickLanguage } from '../lib/pick-language.ts';
import { LANG_ALTERNATION } from '../i18n/languages.ts';

export function followShortLink(pick: typeof pickLanguage, alternation: string): void {
  const main = document.querySelector<HTMLElement>('main[data-targets]');
  if (!main) return;
  const params = new URLSearchParams(location.search);
  const targets = new Map(
    Object.entries(JSON.parse(main.dataset.targets ?? '{}') as Record<string, string>),
  );
  const history = JSON.parse(main.dataset.history ?? '[]') as Array<{
    to: string;
    was: boolean;
    editions: string[];
  }>;
  const langs = [...targets.keys()];
  // The language: the address's (/it/r/…), then ?lang=, then the browser's.
  const fromPath = new RegExp(`/(${alternation})/r/`).exec(location.pathname)?.[1];
  const asked = params.get('lang') ?? '';
  const lang =
    main.dataset.lang ||
    fromPath ||
    (langs.includes(asked) ? asked : pick(navigator.languages ?? [navigator.language], langs));
  // A pinned edition as a chat or a forum may damage it: spaces or a NUL around it are dropped.
  const pinned = params.get('edition');
  const edition = (pinned ?? '').replace(/[^\d-]/g, '');
  const day = /^\d{4}-\d{2}-\d{2}$/.test(edition) && !Number.isNaN(Date.parse(edition));
  const real = day && new Date(`${edition}T00:00:00Z`).toISOString().startsWith(edition);
  // An edition that is no day at all (2024-02-30, "x") cannot be followed: the reader stays on
  // this page (today's rule), told in their language that the link's edition was not understood.
  if (pinned !== null && pinned.trim() !== '' && !real) {
    const notice =
      document.querySelector<HTMLElement>(`.short-link-edition[lang="${lang}"]`) ??
      document.querySelector<HTMLElement>('.short-link-edition');
    if (notice) notice.hidden = false;
    return;
  }
  const outcome = history.find((h) => h.editions.includes(edition));
  let target = targets.get(lang);
  if (outcome) {
    const [path = '', hash] = outcome.to.replaceAll('{lang}', lang).split('#');
    const was = outcome.was
      ? `?was=${encodeURIComponent(main.dataset.number ?? '')}&edition=${encodeURIComponent(edition)}`
      : '';
    target = `${main.dataset.base ?? '/'}${path}${was}${hash ? `#${hash}` : ''}`;
  }
  if (target) location.replace(new URL(target, location.href).href);
}

/** The inline script text. */
export const FOLLOW_SCRIPT = `(${followShortLink.toString()})(${pickLanguage.toString()}, ${JSON.stringify(LANG_ALTERNATION)});`;
