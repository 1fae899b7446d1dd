/**
 * The language switcher keeps what the reader is looking at: the subrule
 * (`#701.17b`), the search (`?q=`) and a renumbering notice (`?was=…&edition=…`)
 * go with them to the other language. Without JavaScript the links open the
 * same page without these.
 */
const KEPT = ['q', 'was', 'edition'];

function carry(): void {
  const params = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const k of KEPT) for (const v of params.getAll(k)) kept.append(k, v);
  const search = kept.toString();
  for (const a of document.querySelectorAll<HTMLAnchorElement>('.lang-switcher a[hreflang]')) {
    const to = new URL(a.href);
    to.search = search;
    to.hash = location.hash;
    a.href = to.href;
  }
}

carry();
addEventListener('hashchange', carry);
