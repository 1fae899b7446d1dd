/**
 * Rule previews: hovering or focusing a rule link shows that rule's text in
 * a tooltip, read from the rule's own page (fetched once, then cached); a
 * link in a side-by-side column shows the rule in that column's language. On
 * a touch screen a first tap on a rule link previews it, with a button-sized
 * "Open rule" link in the preview; a second tap on the same link (or that
 * link) opens the rule, and a tap elsewhere closes the preview. The link
 * itself keeps working without JavaScript. Text is inserted as text nodes only.
 */
import { ui } from './ui-strings.ts';
import { decodeLeniently } from '../lib/decode-leniently.ts';

const tip = document.createElement('div');
tip.id = 'rule-preview';
tip.className = 'rule-preview';
tip.setAttribute('role', 'tooltip');
tip.hidden = true;
document.body.append(tip);

const pages = new Map<string, Promise<Document | undefined>>();
let current: HTMLAnchorElement | undefined;
let timer: number | undefined;
/** The link whose preview is showing. */
let shown: HTMLAnchorElement | undefined;
/** How the last press was made ('touch', 'mouse', 'pen'; '' for keyboard and assistive tech). */
let lastPointer = '';

function load(url: string): Promise<Document | undefined> {
  let p = pages.get(url);
  if (!p) {
    p = fetch(url, { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.text() : undefined))
      .then((html) => (html ? new DOMParser().parseFromString(html, 'text/html') : undefined))
      .catch(() => undefined);
    pages.set(url, p);
  }
  return p;
}

async function show(link: HTMLAnchorElement, touch = false) {
  const target = new URL(link.href, location.href);
  const id = decodeLeniently(target.hash.slice(1));
  target.hash = '';
  const doc = await load(target.href);
  if (!doc || current !== link) return;
  const head = doc.querySelector('.rule-head h1')?.textContent?.trim() ?? '';
  // A link in a side-by-side column previews the rule in that column's language, where the page has it.
  const column = link.closest<HTMLElement>('[data-sbs-lang]')?.dataset.sbsLang;
  const inColumn = `[data-sbs-lang="${column}"]`;
  const copy = column
    ? doc.querySelector(
        id ? `${inColumn} [data-rule="${CSS.escape(id)}"]` : `${inColumn} section.rule`,
      )
    : null;
  const block =
    copy ?? (id ? doc.getElementById(id) : doc.querySelector('.rule-body section.rule'));
  const paragraphs = block
    ? [...block.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '')
    : [];
  if (!paragraphs.length && !head) return;
  const title = document.createElement('strong');
  title.textContent = head;
  tip.replaceChildren(
    title,
    ...paragraphs.slice(0, 3).map((text) => {
      const p = document.createElement('p');
      p.textContent = text;
      return p;
    }),
    ...(touch ? [openLink(link)] : []),
  );
  tip.lang = copy
    ? column!
    : (doc.documentElement.querySelector('article')?.getAttribute('lang') ??
      doc.documentElement.lang);
  tip.hidden = false;
  tip.classList.toggle('touch', touch);
  shown = link;
  link.setAttribute('aria-describedby', tip.id);
  place(link);
}

/** The preview's own way to the rule, for a finger. */
function openLink(link: HTMLAnchorElement): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = link.href;
  a.className = 'preview-open';
  a.textContent = ui('preview:open', { number: link.textContent?.trim() ?? '' });
  return a;
}

function place(link: HTMLElement) {
  const r = link.getBoundingClientRect();
  const width = Math.min(420, window.innerWidth - 16);
  tip.style.width = `${width}px`;
  const left = Math.max(
    8,
    Math.min(r.left + window.scrollX, window.scrollX + window.innerWidth - width - 8),
  );
  const below = r.bottom + tip.offsetHeight + 8 < window.innerHeight;
  tip.style.left = `${left}px`;
  tip.style.top = `${below ? r.bottom + window.scrollY + 6 : r.top + window.scrollY - tip.offsetHeight - 6}px`;
}

function hide() {
  window.clearTimeout(timer);
  current?.removeAttribute('aria-describedby');
  current = undefined;
  shown = undefined;
  tip.hidden = true;
}

function schedule(link: HTMLAnchorElement, delay: number) {
  window.clearTimeout(timer);
  current = link;
  timer = window.setTimeout(() => void show(link), delay);
}

const ruleLink = (e: Event) =>
  e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a.rule-ref') : null;

document.addEventListener('mouseover', (e) => {
  const link = ruleLink(e);
  if (link && link !== current && lastPointer !== 'touch') schedule(link, 300);
});
document.addEventListener('mouseout', (e) => {
  const link = ruleLink(e);
  if (link && !link.contains(e.relatedTarget as Node) && !tip.contains(e.relatedTarget as Node))
    hide();
});
document.addEventListener('focusin', (e) => {
  const link = ruleLink(e);
  if (link && lastPointer !== 'touch') schedule(link, 0);
});
document.addEventListener('focusout', (e) => {
  if (ruleLink(e) && !tip.contains(e.relatedTarget as Node) && !tip.classList.contains('touch'))
    hide();
});
document.addEventListener('keydown', (e) => {
  lastPointer = '';
  if (e.key === 'Escape' && !tip.hidden) hide();
});
document.addEventListener('pointerdown', (e) => (lastPointer = e.pointerType), {
  capture: true,
  passive: true,
});
// A tap: the first on a rule link previews it, the second opens it; a tap elsewhere closes.
document.addEventListener(
  'click',
  (e) => {
    if (lastPointer !== 'touch') return;
    const link = ruleLink(e);
    if (!link) {
      if (!tip.hidden && !(e.target instanceof Node && tip.contains(e.target))) hide();
      return;
    }
    if (shown === link && !tip.hidden) return;
    e.preventDefault();
    window.clearTimeout(timer);
    current = link;
    void show(link, true);
  },
  true,
);
