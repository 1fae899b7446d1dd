/** Sends the reader of a short link on to the rule, in their language. */
import { pickLanguage } from '../lib/pick-language.ts';

export function followShortLink(): void {
  const main = document.querySelector<HTMLElement>('main[data-targets]');
  if (!main) return;
  const targets = JSON.parse(main.dataset.targets ?? '{}') as Record<string, string>;
  const lang = main.dataset.lang || pickLanguage(navigator.languages ?? [navigator.language], Object.keys(targets));
  const target = targets[lang];
  if (target) location.replace(new URL(target, location.href).href);
}
