/**
 * The preview of a citation: hovering or focusing a link (a long press on
 * touch) shows the rule in a tooltip, as on Grimoire's own pages. The
 * tooltip lives in a Shadow DOM whose only styles are its adopted
 * stylesheet (allowed under a strict CSP; it is placed through CSSOM), it
 * follows the page's light or dark background, and its text is inserted as
 * text nodes only.
 */
import type { Lang } from '../content/schemas.ts';
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

export function startPreviews(site: URL, lang: Lang, selector: string): void {
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

  let current: HTMLAnchorElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let suppressClick = false;

  const p = (text: string, cls = '') => {
    const el = document.createElement('p');
    el.textContent = text;
    if (cls) el.className = cls;
    return el;
  };

  function render(link: HTMLAnchorElement, number: string, preview: Preview | undefined): void {
    const head = p('', 'head');
    const num = document.createElement('span');
    num.className = 'num';
    num.textContent = embedString(lang, 'rule', { number });
    head.append(num, preview?.title ? ` · ${preview.title}` : '');
    const body = preview
      ? preview.paragraphs.map((x) => {
          const el = p(x.text, x.example ? 'ex' : '');
          el.lang = x.lang;
          return el;
        })
      : [p(embedString(lang, 'missing'))];
    const foot = p(embedString(lang, 'source', { edition: preview?.edition ?? '' }), 'foot');
    card.replaceChildren(head, ...body, foot);
    card.lang = lang;
    card.classList.toggle('dark', darkBehind(link));
    host.hidden = false;
    link.setAttribute('aria-describedby', host.id);
    place(link);
  }

  function place(link: HTMLElement): void {
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

  async function show(link: HTMLAnchorElement): Promise<void> {
    const number = link.dataset.grimoireRule ?? '';
    const preview = await loadPreview(site, number, lang);
    if (current === link) render(link, number, preview);
  }

  function hide(): void {
    clearTimeout(timer);
    current?.removeAttribute('aria-describedby');
    current = undefined;
    host.hidden = true;
  }

  function schedule(link: HTMLAnchorElement, delay: number): void {
    clearTimeout(timer);
    current = link;
    timer = setTimeout(() => void show(link), delay);
  }

  const linkOf = (e: Event) =>
    e.target instanceof Element ? e.target.closest<HTMLAnchorElement>(selector) : null;

  document.addEventListener('mouseover', (e) => {
    const link = linkOf(e);
    if (link && link !== current) schedule(link, HOVER_MS);
  });
  document.addEventListener('mouseout', (e) => {
    const link = linkOf(e);
    const to = e.relatedTarget as Node | null;
    if (link && !link.contains(to) && to !== host) hide();
  });
  document.addEventListener('focusin', (e) => {
    const link = linkOf(e);
    if (link) schedule(link, 0);
  });
  document.addEventListener('focusout', (e) => {
    if (linkOf(e)) hide();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !host.hidden) hide();
  });
  document.addEventListener(
    'touchstart',
    (e) => {
      const link = linkOf(e);
      if (!link) return;
      clearTimeout(timer);
      current = link;
      timer = setTimeout(() => {
        suppressClick = true;
        void show(link);
      }, PRESS_MS);
    },
    { passive: true },
  );
  document.addEventListener('touchend', () => clearTimeout(timer));
  document.addEventListener(
    'click',
    (e) => {
      if (suppressClick && linkOf(e)) e.preventDefault();
      suppressClick = false;
    },
    true,
  );
}
