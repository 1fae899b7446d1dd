/**
 * Finds rule citations in a page's text and turns each into a link to
 * Grimoire, with the site's one grammar of references (`findRuleRefs`).
 * Code, preformatted text, existing links, form fields and editable areas
 * are left alone. Work is done in slices of a few milliseconds, so a page
 * with a thousand posts stays responsive; posts added later (infinite
 * scroll, a live preview) are found by a MutationObserver, which only
 * queues them: no work of ours runs in the task of the page that added them.
 */
import { findRuleRefs, type RuleRef } from '../rules/rule-refs.ts';

/** Elements whose text is never touched. */
const SKIP =
  'a,code,pre,kbd,samp,var,script,style,noscript,template,textarea,input,select,option,button,svg,math,iframe,object';
/** Time one slice may take, in milliseconds. */
const SLICE_MS = 8;
const DIGIT = /[0-9\uFF10-\uFF19]/;

/** Builds the element a citation is wrapped in, or null to leave the citation as text. */
export type MakeLink = (ref: RuleRef) => HTMLElement | null;

export interface Scanner {
  /** Queues a subtree for scanning. */
  scan(root: Node): void;
  /** Resolves when everything queued so far is done. */
  idle(): Promise<void>;
}

const skipped = (el: Element) => el.matches(SKIP) || (el as HTMLElement).isContentEditable;

/** True when a node is inside something the scanner leaves alone. */
function inSkipped(node: Node): boolean {
  for (let el = node.parentElement; el; el = el.parentElement) if (skipped(el)) return true;
  return false;
}

/** What the walker visits: text nodes with a digit that are not ours, inside elements not skipped. */
const textFilter = (ours: WeakSet<Node>) => (n: Node) =>
  n.nodeType === Node.TEXT_NODE
    ? ours.has(n) || !DIGIT.test(n.nodeValue ?? '')
      ? NodeFilter.FILTER_SKIP
      : NodeFilter.FILTER_ACCEPT
    : skipped(n as Element)
      ? NodeFilter.FILTER_REJECT
      : NodeFilter.FILTER_SKIP;

/** Wraps each citation of a text node that `makeLink` links (it returns null for a rule that does not exist); the node itself keeps the text before the first. */
function linkText(text: Text, ours: WeakSet<Node>, makeLink: MakeLink): void {
  const refs = findRuleRefs(text.data).filter((r) => r.kind === 'rule');
  for (const ref of refs.reverse()) {
    const a = makeLink(ref);
    if (!a) continue;
    ours.add(text.splitText(ref.end));
    const middle = text.splitText(ref.start);
    ours.add(a);
    middle.replaceWith(a);
    a.append(middle);
  }
}

/** Queues what the page adds later; nodes we add (links, the text we split off and put in them) are not queued again. */
function observeAdded(ours: WeakSet<Node>, scan: (root: Node) => void): void {
  const added = (n: Node) => !ours.has(n) && !(n.parentNode && ours.has(n.parentNode));
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') scan(r.target);
      else for (const n of r.addedNodes) if (added(n)) scan(n);
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** Starts a scanner; `makeLink(ref)` builds the element a citation is wrapped in (null: left as text). */
export function startScanner(makeLink: MakeLink): Scanner {
  const ours = new WeakSet<Node>();
  /** Subtrees waiting to be walked, in the order they came; `next` is the first not taken. */
  let queued: Node[] = [];
  let next = 0;
  let walker: TreeWalker | undefined;
  let running: Promise<void> | undefined;
  let done: () => void = () => {};
  const filter = textFilter(ours);
  const link = (text: Text) => linkText(text, ours, makeLink);

  /** Takes up a queued subtree: a text node is linked at once, an element gets a walker. */
  function take(root: Node): void {
    if (ours.has(root) || inSkipped(root)) return;
    if (root.nodeType === Node.TEXT_NODE) {
      if (filter(root) === NodeFilter.FILTER_ACCEPT) link(root as Text);
    } else if (root.nodeType === Node.ELEMENT_NODE && !skipped(root as Element)) {
      walker = document.createTreeWalker(
        root,
        NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
        filter,
      );
    }
  }

  function step(): void {
    const end = performance.now() + SLICE_MS;
    while (performance.now() < end) {
      if (walker) {
        const n = walker.nextNode();
        if (n) link(n as Text);
        else walker = undefined;
      } else if (next < queued.length) take(queued[next++]!);
      else break;
    }
    if (walker || next < queued.length) setTimeout(step, 0);
    else {
      queued = [];
      next = 0;
      running = undefined;
      done();
    }
  }

  /** Queues a subtree; all work happens in step()'s slices, never in the caller's task. */
  function scan(root: Node): void {
    queued.push(root);
    if (!running) {
      running = new Promise((resolve) => (done = resolve));
      setTimeout(step, 0);
    }
  }

  observeAdded(ours, scan);
  return { scan, idle: () => running ?? Promise.resolve() };
}
