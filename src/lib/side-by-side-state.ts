/**
 * How a reader's side-by-side choice is kept: one `localStorage` entry per
 * site language, `grimoire-sbs-<lang>`, holding the partner language an
 * English reader chose ("ja", "it"), or "on" for a reader of Italian or
 * Japanese (whose partner is always the pair of their language and
 * English). The theme script copies it to `<html data-sbs>` before the
 * first paint; the CSS shows the columns from that attribute. Pure and
 * dependency-free, so browser scripts import it too.
 */

/** The storage key of a site language's choice. */
export const SIDE_BY_SIDE_KEY_PREFIX = 'grimoire-sbs-';

/** The value that turns side by side on with partner `partner` on a page in `lang`. */
export function sideBySideValue(lang: string, partner: string): string {
  return lang === 'en' ? partner : 'on';
}
