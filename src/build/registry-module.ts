/**
 * `virtual:grimoire/registry`: how pages, components and the content config
 * get the registry, its content folder and the project root.
 *
 * The page bundles and the content config are Vite's modules; if they
 * bundled the registry they would hold other copies of it, with their own
 * cache and a location (`import.meta.url`) in the build folder. So the
 * virtual module holds no registry code: it asks Node for the one file
 * (native-registry.ts), in the build's page bundles as in `npm run dev`'s
 * module runner, where a `node:` built-in is the one import Vite leaves to
 * Node. There is then one registry per process, shared with astro.config.mjs,
 * and `clearRegistryCache()` in src/build/content-live.ts clears it for the
 * pages too. The content folder and the root are written into the module as
 * strings. Types: src/build/virtual-registry.d.ts.
 */
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { nativeRegistry, REGISTRY_FILE } from './native-registry.ts';

/** The name pages import. */
export const REGISTRY_MODULE = 'virtual:grimoire/registry';
/** Its resolved id (the `\0` tells other plugins it is no file). */
export const RESOLVED_REGISTRY_MODULE = `\0${REGISTRY_MODULE}`;

/** The module's code, for the content folder `dir` and the project root `root`. */
export function registryModuleCode(dir: string, root: string): string {
  const file = JSON.stringify(REGISTRY_FILE);
  return [
    "import { createRequire } from 'node:module';",
    `const native = createRequire(${file})(${file});`,
    `/** The content folder the site is built from. */`,
    `export const contentDir = ${JSON.stringify(dir)};`,
    `/** The project root. */`,
    `export const projectRoot = ${JSON.stringify(root)};`,
    `/** The registry of that folder (read once per process; again after a change in dev). */`,
    `export const getRegistry = () => native.getRegistry(contentDir);`,
    '',
  ].join('\n');
}

/** The Vite plugin serving the module. */
export function registryModulePlugin(): Plugin {
  return {
    name: 'grimoire:registry-module',
    resolveId: (id) => (id === REGISTRY_MODULE ? RESOLVED_REGISTRY_MODULE : undefined),
    load: (id) =>
      id === RESOLVED_REGISTRY_MODULE
        ? registryModuleCode(nativeRegistry.contentDir(), nativeRegistry.projectRoot)
        : undefined,
  };
}

/** Adds the plugin to every Vite environment Astro makes (dev, build, sync, check). */
export function registryModuleIntegration(): AstroIntegration {
  return {
    name: 'grimoire:registry-module',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [registryModulePlugin()] } });
      },
    },
  };
}
