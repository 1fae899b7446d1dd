/**
 * The script of a short-link page, run in the browser: sends the reader on to
 * the rule in their language (or, with `?edition=`, to where that edition's
 * rule is today). It is inlined into the page by its source text, with
 * `pickLanguage` passed in the same way, and its hash goes into the page's
 * Content-Security-Policy.
 */
import { pickLanguage } from '../lib/pick-language.ts';

export function followShortLink(pick: typeof pickLanguage): void {
  const main = document.querySelector<HTMLElement>('main[data-targets]');
  if (!main) return;
  const edition = new URLSearchParams(location.search).get('edition') ?? '';
  const history = JSON.parse(main.dataset.history ?? '{}') as Record<
    string,
    Record<string, string>
  >;
  const targets =
    history[edition] ?? (JSON.parse(main.dataset.targets ?? '{}') as Record<string, string>);
  const lang =
    main.dataset.lang || pick(navigator.languages ?? [navigator.language], Object.keys(targets));
  const target = targets[lang];
  if (target) location.replace(new URL(target, location.href).href);
}

/** The inline script text. */
export const FOLLOW_SCRIPT = `(${followShortLink.toString()})(${pickLanguage.toString()});`;
