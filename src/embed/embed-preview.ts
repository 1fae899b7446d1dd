/**
 * The preview of a citation: hovering or focusing a link (a long press on
 * touch) shows the rule in a tooltip, as on Grimoire's own pages. The
 * tooltip lives in a Shadow DOM whose only styles are its adopted
 * stylesheet (allowed under a strict CSP; it is placed through CSSOM), it
 * follows the page's light or dark background, and its text is inserted as
 * text nodes only.
 */
import type { Lang } from '../content/schemas.ts';
import { formatDate } from '../i18n/dates.ts';
import { sectionOf } from '../rules/rule-number.ts';
import { loadPreview, type Preview } from './embed-data.ts';
import { embedString } from './embed-strings.ts';
import { EMBED_CSS } from './embed-style.ts';

const HOVER_MS = 300;
const PRESS_MS = 500;

/** True when the colour behind an element is dark (the page's own theme). */
function darkBehind(el: Element | null): boolean {
  for (; el; el = el.parentElement) {
    const m = /rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/.exec(
      getComputedStyle(el).backgroundColor,
    );
    if (m && (m[4] === undefined || Number(m[4]) > 0.5))
      return 0.2126 * Number(m[1]) + 0.7152 * Number(m[2]) + 0.0722 * Number(m[3]) < 128;
  }
  return matchMedia('(prefers-color-scheme: dark)').matches;
}

const para = (text: string, cls = '') => {
  const el = document.createElement('p');
  el.textContent = text;
  if (cls) el.className = cls;
  return el;
};

/** The tooltip element in its own Shadow DOM, and the card inside it. */
function createHost(): { host: HTMLDivElement; card: HTMLDivElement } {
  const host = document.createElement('div');
  host.id = 'grimoire-rule-preview';
  host.setAttribute('role', 'tooltip');
  host.hidden = true;
  const shadow = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(EMBED_CSS);
  shadow.adoptedStyleSheets = [sheet];
  const card = document.createElement('div');
  card.className = 'card';
  card.dir = 'ltr';
  shadow.append(card);
  document.body.append(host);
  return { host, card };
}

/** One page's previews: which link is shown, the pending timer, a long press's click to swallow. */
class Previews {
  readonly host: HTMLDivElement;
  readonly card: HTMLDivElement;
  current: HTMLAnchorElement | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
  suppressClick = false;

  readonly site: URL;
  readonly lang: Lang;

  constructor(site: URL, lang: Lang) {
    this.site = site;
    this.lang = lang;
    ({ host: this.host, card: this.card } = createHost());
  }

  render(link: HTMLAnchorElement, number: string, preview: Preview | undefined): void {
    const { lang, card, host } = this;
    const head = para('', 'head');
    const num = document.createElement('span');
    num.className = 'num';
    num.textContent = embedString(lang, 'rule', { number });
    head.append(num, preview?.title ? ` · ${preview.title}` : '');
    // A section shows its title only; a rule without a text on the site says so.
    const text = preview?.paragraphs ?? [];
    const body = text.length
      ? text.map((x) => {
          const el = para(x.text, x.example ? 'ex' : '');
          el.lang = x.lang;
          return el;
        })
      : preview && sectionOf(number) === number
        ? []
        : [para(embedString(lang, 'missing'))];
    // Without the rule's file (the site could not be reached) there is no edition to name.
    const foot = preview
      ? [para(embedString(lang, 'source', { edition: formatDate(preview.edition, lang) }), 'foot')]
      : [];
    card.replaceChildren(head, ...whoseWords(lang, text), ...body, ...foot);
    card.lang = lang;
    card.classList.toggle('dark', darkBehind(link));
    host.hidden = false;
    link.setAttribute('aria-describedby', host.id);
    this.place(link);
  }

  place(link: HTMLElement): void {
    const { host } = this;
    const r = link.getBoundingClientRect();
    const width = Math.min(420, innerWidth - 16);
    host.style.width = `${width}px`;
    const left = Math.max(8, Math.min(r.left, innerWidth - width - 8)) + scrollX;
    const h = host.offsetHeight;
    // Below the link when it fits there or there is more room below than above.
    const below = r.bottom + h + 8 < innerHeight || innerHeight - r.bottom >= r.top;
    const top = below ? r.bottom + 6 : Math.max(8, r.top - h - 6);
    host.style.left = `${left}px`;
    host.style.top = `${top + scrollY}px`;
  }

  async show(link: HTMLAnchorElement): Promise<void> {
    const number = link.dataset.grimoireRule ?? '';
    const preview = await loadPreview(this.site, number, this.lang);
    if (this.current === link) this.render(link, number, preview);
  }

  hide(): void {
    clearTimeout(this.timer);
    this.current?.removeAttribute('aria-describedby');
    this.current = undefined;
    this.host.hidden = true;
  }

  schedule(link: HTMLAnchorElement, delay: number): void {
    clearTimeout(this.timer);
    this.current = link;
    this.timer = setTimeout(() => void this.show(link), delay);
  }

  /** A long press previews the link, and the click that ends it does not follow it. */
  press(link: HTMLAnchorElement): void {
    clearTimeout(this.timer);
    this.current = link;
    this.timer = setTimeout(() => {
      this.suppressClick = true;
      void this.show(link);
    }, PRESS_MS);
  }
}

/** A line saying whose words the text is when it is not the official text in the reader's language. */
function whoseWords(lang: Lang, text: Preview['paragraphs']): HTMLElement[] {
  const first = text[0];
  if (!first) return [];
  if (first.source === 'paraphrase') return [para(embedString(lang, 'ownWords'), 'label')];
  if (first.lang !== lang) return [para(embedString(lang, 'inEnglish'), 'label')];
  return [];
}

export function startPreviews(site: URL, lang: Lang, selector: string): void {
  const v = new Previews(site, lang);
  const linkOf = (e: Event) =>
    e.target instanceof Element ? e.target.closest<HTMLAnchorElement>(selector) : null;
  const on = document.addEventListener.bind(document);
  on('mouseover', (e) => {
    const link = linkOf(e);
    if (link && link !== v.current) v.schedule(link, HOVER_MS);
  });
  on('mouseout', (e) => {
    const link = linkOf(e);
    const to = e.relatedTarget as Node | null;
    if (link && !link.contains(to) && to !== v.host) v.hide();
  });
  on('focusin', (e) => {
    const link = linkOf(e);
    if (link) v.schedule(link, 0);
  });
  on('focusout', (e) => {
    if (linkOf(e)) v.hide();
  });
  on('keydown', (e) => {
    if (e.key === 'Escape' && !v.host.hidden) v.hide();
  });
  on(
    'touchstart',
    (e) => {
      const link = linkOf(e);
      if (link) v.press(link);
    },
    { passive: true },
  );
  on('touchend', () => clearTimeout(v.timer));
  on(
    'click',
    (e) => {
      if (v.suppressClick && linkOf(e)) e.preventDefault();
      v.suppressClick = false;
    },
    true,
  );
}
