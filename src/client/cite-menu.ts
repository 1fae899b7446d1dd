/**
 * "Copy citation" on every rule and subrule: a button beside the number opens
 * a menu (ARIA menu button pattern) offering the link, Markdown, BBCode and
 * plain text; choosing one copies it and announces what was copied.
 */
import type { Lang } from '../content/schemas.ts';
import type { CitationKind } from '../lib/citation.ts';
import { formatDate } from '../i18n/dates.ts';
import { fill, pageLang, ui } from './ui-strings.ts';

/** The formats, in menu order (the formatting code loads on first use). */
const KINDS: readonly CitationKind[] = ['link', 'markdown', 'bbcode', 'plain'];

const live = document.createElement('p');
live.className = 'visually-hidden';
live.setAttribute('role', 'status');
document.body.append(live);

/** The edition a block belongs to, and the current edition, from the page. */
function editionOf(section: HTMLElement): {
  edition: string;
  current: string;
  source?: 'official' | 'paraphrase';
} {
  const holder = section.closest<HTMLElement>('[data-edition]');
  const edition = holder?.dataset.edition ?? '';
  const source = holder?.dataset.source;
  return {
    edition,
    current: holder?.dataset.current ?? edition,
    ...(source === 'official' || source === 'paraphrase' ? { source } : {}),
  };
}

/** Starts loading the formatting code when a menu opens, so the copy stays inside the click's user activation. */
function preload(): void {
  void import('../lib/citation.ts');
  void import('../urls/paths.ts');
}

/** The pinned link to a rule: it names the edition, and the reader's language when it is not English. */
async function pinnedLink(number: string, edition: string, current: string): Promise<string> {
  const { pinnedLinkPath, withBase } = await import('../urls/paths.ts');
  const base = document.documentElement.dataset.base ?? '/';
  const lang = document.documentElement.lang as Lang;
  const path = pinnedLinkPath(number, edition, current, lang === 'en' ? undefined : lang);
  return new URL(withBase(base, path), location.href).href;
}

/** The rule's text as published: without its number and without the glosses a reader's page adds to it. */
function ruleText(section: HTMLElement): string {
  if (section.dataset.title) return section.dataset.title;
  if (section.classList.contains('rule-missing')) return '';
  const p = section.querySelector('p');
  if (!p) return '';
  const clone = p.cloneNode(true) as HTMLElement;
  clone.querySelectorAll('.rule-number, .gloss-text').forEach((e) => e.remove());
  return clone.textContent ?? '';
}

/** What the plain text says before the rule, in the reader's language: which rule, and whose words. */
function plainPrefix(section: HTMLElement, number: string, key: string): string {
  // The edition as the reader writes dates ("5 marzo 2022", "2022年3月5日"), by the one formatter.
  const edition = formatDate(key, pageLang());
  const holder = section.closest<HTMLElement>('[data-edition]');
  if (holder?.dataset.source === 'paraphrase')
    return ui('cite:plainOwn', { number, edition, own: holder.dataset.ownWords ?? '' });
  const textLang = section.closest('[lang]')?.getAttribute('lang');
  const english = textLang === 'en' && document.documentElement.lang !== 'en';
  return ui(english ? 'cite:plainOfficialEnglish' : 'cite:plainOfficial', { number, edition });
}

/**
 * Prefix, text and link joined in the reader's typography. The rule's text is put in after the
 * language's typography is applied to the template, so the quoted text stays as published.
 */
function plainLayout(prefix: string, text: string, url: string): string {
  const slots = { prefix: '{{prefix}}', text: '{{text}}', url: '{{url}}' };
  return fill(ui('cite:plainLayout', slots), { prefix, text, url });
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

let open: { button: HTMLButtonElement; menu: HTMLElement } | undefined;

function close(focusButton = false) {
  if (!open) return;
  open.menu.hidden = true;
  open.button.setAttribute('aria-expanded', 'false');
  if (focusButton) open.button.focus();
  open = undefined;
}

/** The menu button of a rule. */
function citeButton(number: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'cite-button';
  button.setAttribute('aria-haspopup', 'menu');
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-label', ui('cite:button', { number }));
  button.textContent = ui('cite:short');
  return button;
}

/** One menu item: copies the citation of one kind and says what it copied. */
function menuItem(section: HTMLElement, number: string, kind: CitationKind): HTMLButtonElement {
  const item = document.createElement('button');
  item.type = 'button';
  item.setAttribute('role', 'menuitem');
  item.tabIndex = -1;
  item.textContent = ui(`cite:${kind}`);
  item.addEventListener('click', async () => {
    live.textContent = '';
    const { edition, current, source } = editionOf(section);
    const { formatCitation } = await import('../lib/citation.ts');
    const text = formatCitation(kind, {
      number,
      edition,
      url: await pinnedLink(number, edition, current),
      text: ruleText(section),
      prefix: plainPrefix(section, number, edition),
      layout: plainLayout,
      ...(source ? { source } : {}),
    });
    const ok = await copy(text);
    live.textContent = ok
      ? ui('cite:copied', { what: `${ui(`cite:${kind}`)} — ${text}` })
      : ui('cite:failed');
    close(true);
  });
  return item;
}

/** The ARIA menu-button keys: arrows open and move, Home/End jump, Escape and Tab close. */
function bindKeys(button: HTMLButtonElement, menu: HTMLElement, items: HTMLButtonElement[]): void {
  const focusItem = (i: number) => items[(i + items.length) % items.length]!.focus();
  button.addEventListener('click', () => {
    if (open?.button === button) return close();
    close();
    preload();
    menu.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    open = { button, menu };
    focusItem(0);
  });
  button.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    button.click();
    if (e.key === 'ArrowUp') focusItem(-1);
  });
  menu.addEventListener('keydown', (e) => {
    const i = items.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'ArrowDown') focusItem(i + 1);
    else if (e.key === 'ArrowUp') focusItem(i - 1);
    else if (e.key === 'Home') focusItem(0);
    else if (e.key === 'End') focusItem(-1);
    else if (e.key === 'Escape' || e.key === 'Tab') return close(e.key === 'Escape');
    else return;
    e.preventDefault();
  });
}

/** Adds the Cite button and its menu to a rule. */
function build(section: HTMLElement) {
  const number = section.dataset.rule!;
  const wrap = document.createElement('span');
  wrap.className = 'cite';
  const button = citeButton(number);
  const menu = document.createElement('div');
  menu.className = 'cite-menu';
  menu.setAttribute('role', 'menu');
  menu.hidden = true;
  const items = KINDS.map((kind) => menuItem(section, number, kind));
  menu.append(...items);
  bindKeys(button, menu, items);
  wrap.append(button, menu);
  section.append(wrap);
}

document
  .querySelectorAll<HTMLElement>('section.rule[data-rule], .rule-head[data-rule]')
  .forEach(build);
document.addEventListener('click', (e) => {
  if (open && !open.button.parentElement!.contains(e.target as Node)) close();
});
