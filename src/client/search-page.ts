/** The results page `/{lang}/search/?q=…`: a shareable URL with the full result list. */
import { searcher } from './search-engine.ts';
import { renderResults } from './render-results.ts';

const form = document.getElementById('search-page-form') as HTMLFormElement | null;
const input = document.getElementById('search-page-q') as HTMLInputElement | null;
const out = document.getElementById('search-results');
/** Full-text results the page shows at most. */
const FULL_TEXT_SHOWN = 50;

const search = searcher((a) => {
  if (!out) return;
  renderResults(out, a, { idPrefix: 'page', mode: 'page' });
  if (a.complete)
    document.title = `${a.query} · ${document.title.split(' · ').slice(-2).join(' · ')}`;
}, FULL_TEXT_SHOWN);

function run(q: string) {
  if (!out) return;
  if (!q.trim()) {
    out.replaceChildren();
    return;
  }
  void search(q);
}

if (form && input) {
  const q = new URLSearchParams(location.search).get('q') ?? '';
  input.value = q;
  run(q);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const url = new URL(location.href);
    url.searchParams.set('q', input.value);
    history.replaceState(null, '', url);
    run(input.value);
  });
}
