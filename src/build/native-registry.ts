/**
 * src/registry/index.ts as Node loaded it: the process's one registry, for
 * code that Vite may evaluate. Astro evaluates astro.config.mjs in Vite's
 * module runner when Node cannot load it (src/i18n/index.ts, which the
 * short-link writer uses, needs `import.meta.glob`), and an `import` of the
 * registry there would make a copy with its own cache. `require` of an ES
 * module returns the instance that Node's `import` loads, so the config,
 * the integrations and `virtual:grimoire/registry` (registry-module.ts) all
 * hold the same registry, and clearing it in `npm run dev` clears it for all.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as RegistryModule from '../registry/index.ts';

/** The registry module's file (absolute). */
export const REGISTRY_FILE = fileURLToPath(new URL('../registry/index.ts', import.meta.url));

/** The registry module, loaded by Node. */
export const nativeRegistry = createRequire(REGISTRY_FILE)(REGISTRY_FILE) as typeof RegistryModule;
