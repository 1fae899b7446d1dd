/**
 * embed.js: one line a forum admin or blogger pastes in,
 *
 *   <script src="https://<site>/embed.js" data-lang="it" defer></script>
 *
 * turns the rule citations in the page ("CR 702.19b", "rule 601.2a–d",
 * "regola 702.62", "ルール701.13", full-width digits) into links to
 * Grimoire with the same previews as its own pages. The bookmarklet loads
 * the same script into any page. Self-contained: no dependencies, no eval,
 * no inline styles (see embed-preview.ts). Bundled by bundle-scripts.ts.
 */
import { isLang, type Lang } from '../i18n/languages.ts';
import { ruleHref } from '../urls/paths.ts';
import { pageOf } from '../rules/rule-number.ts';
import type { RuleRef } from '../rules/rule-refs.ts';
import { loadNumbers } from './embed-data.ts';
import { startPreviews } from './embed-preview.ts';
import { startScanner, type Scanner } from './embed-scan.ts';

declare global {
  interface Window {
    /** Set once the embed runs, so a second copy (the bookmarklet on a page that has the script) does nothing. */
    grimoireEmbed?: Scanner;
  }
}

/** The language for previews and links: data-lang, else the page's, else English. */
function langOf(script: HTMLScriptElement | null): Lang {
  for (const raw of [script?.dataset.lang, document.documentElement.lang]) {
    const l = raw?.toLowerCase().slice(0, 2);
    if (isLang(l)) return l;
  }
  return 'en';
}

/**
 * This script's own element, taken while it runs: by DOMContentLoaded
 * `document.currentScript` is null, and the first script[src$="/embed.js"]
 * may be another site's (a comments widget's embed.js).
 */
const SELF = document.currentScript as HTMLScriptElement | null;

function start(): void {
  // A page's own <img name="grimoireEmbed"> is window.grimoireEmbed too: only a scanner counts.
  if (typeof window.grimoireEmbed?.scan === 'function') return;
  const script = SELF ?? document.querySelector<HTMLScriptElement>('script[src$="/embed.js"]');
  if (!script?.src) return;
  const site = new URL('./', script.src);
  const lang = langOf(script);
  // Only numbers of the edition the site shows are linked; the others stay text.
  // Without the list (the site cannot be reached) nothing is linked.
  void loadNumbers(site).then((known) => {
    if (known) run(site, lang, known);
  });
}

function run(site: URL, lang: Lang, known: Set<string>): void {
  // Another copy may have started while the numbers loaded; a page's <img name="grimoireEmbed"> does not count.
  if (typeof window.grimoireEmbed?.scan === 'function') return;
  const makeLink = (ref: RuleRef) => {
    if (!known.has(ref.number)) return null;
    const a = document.createElement('a');
    const page = pageOf(ref.number);
    a.href = new URL(
      ruleHref({ lang, number: ref.number, page, edition: 'current', current: 'current' }),
      site,
    ).href;
    a.className = 'grimoire-rule';
    a.dataset.grimoireRule = ref.number;
    a.dir = 'ltr';
    return a;
  };
  const scanner = startScanner(makeLink);
  window.grimoireEmbed = scanner;
  startPreviews(site, lang, 'a.grimoire-rule');
  scanner.scan(document.body);
}

if (document.body) start();
else document.addEventListener('DOMContentLoaded', start, { once: true });
