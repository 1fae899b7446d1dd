/** Sends the reader of a short link on to the rule, in their language. */
import { pickLanguage } from '../lib/pick-language.ts';

export function followShortLink(): void {
  const main = document.querySelector<HTMLElement>('main[data-targets]');
  if (!main) return;
  const edition = new URLSearchParams(location.search).get('edition') ?? '';
  const history = JSON.parse(main.dataset.history ?? '{}') as Record<string, Record<string, string>>;
  const targets = history[edition] ?? (JSON.parse(main.dataset.targets ?? '{}') as Record<string, string>);
  const lang = main.dataset.lang || pickLanguage(navigator.languages ?? [navigator.language], Object.keys(targets));
  const target = targets[lang];
  if (target) location.replace(new URL(target, location.href).href);
}
