/**
 * The script of a short-link page, run in the browser: sends the reader on to
 * the rule in their language (or, with `?edition=`, to where that edition's
 * rule is today). Self-contained: it is inlined into the page by its source
 * text, with its hash in the page's Content-Security-Policy.
 */
export function followShortLink(): void {
  const main = document.querySelector<HTMLElement>('main[data-targets]');
  if (!main) return;
  const edition = new URLSearchParams(location.search).get('edition') ?? '';
  const history = JSON.parse(main.dataset.history ?? '{}') as Record<string, Record<string, string>>;
  const targets = history[edition] ?? (JSON.parse(main.dataset.targets ?? '{}') as Record<string, string>);
  let lang = main.dataset.lang ?? '';
  if (!lang) {
    const langs = Object.keys(targets);
    for (const p of navigator.languages ?? [navigator.language]) {
      const base = p.toLowerCase().split(/[-_]/)[0] ?? '';
      if (langs.includes(base)) {
        lang = base;
        break;
      }
    }
    lang ||= langs.includes('en') ? 'en' : (langs[0] ?? '');
  }
  const target = targets[lang];
  if (target) location.replace(new URL(target, location.href).href);
}

/** The inline script text. */
export const FOLLOW_SCRIPT = `(${followShortLink.toString()})();`;
