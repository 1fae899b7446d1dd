/** Page-side access to the registry and URL helpers, with the configured base. */
import { getRegistry } from 'virtual:grimoire/registry';
import { withBase } from '../urls/paths.ts';

/** The registry the site is built from. */
export const registry = getRegistry();

/** Prefixes a site path with the base path: `url('en/rules/')` → `/grimoire/en/rules/`. */
export const url = (path: string) => withBase(import.meta.env.BASE_URL, path);
