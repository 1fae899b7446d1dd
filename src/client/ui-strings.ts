/**
 * The interface strings a page hands to its scripts (a JSON block, never
 * executed; see i18n/client-strings.ts), and the one way placeholders are
 * filled on the client: `{{name}}`, as i18next fills them on the server.
 */
import type { ClientKey } from '../i18n/client-strings.ts';

let cache: Record<string, string> | undefined;

/** Every client string of the page. */
function strings(): Record<string, string> {
  if (cache) return cache;
  const el = document.getElementById('ui-strings');
  try {
    cache = el?.textContent ? (JSON.parse(el.textContent) as Record<string, string>) : {};
  } catch {
    cache = {};
  }
  return cache;
}

/** Fills `{{name}}` placeholders. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => vars[k] ?? '');
}

/** A string of the page's language, its placeholders filled. A key the page lacks is reported and shown as itself. */
export function ui(key: ClientKey, vars: Record<string, string> = {}): string {
  const s = strings()[key];
  if (s === undefined) {
    console.error(`grimoire: no interface string "${key}" on this page`);
    return key;
  }
  return fill(s, vars);
}
