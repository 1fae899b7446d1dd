/**
 * `npm run dev` follows `content/`. When a file under it is added, changed or
 * removed, this integration forgets the registry (the process has one:
 * src/build/registry-module.ts) and invalidates the server's modules that
 * import `virtual:grimoire/registry` (pages and endpoints read the new one
 * when next requested); the collections' loaders (src/registry/registry-loader.ts) then
 * read the registry again and render again every entry whose text or links
 * changed, and Astro reloads the page. Without it, a new glossary entry or a
 * renamed term would leave links, names and search stale until a restart.
 *
 * A change that makes the content invalid is reported in the terminal, and
 * the next page shows the error (with the file and line) in Astro's overlay.
 */
import type { AstroIntegration } from 'astro';
import type { ViteDevServer } from 'vite';
import { isWithin } from '../registry/registry-loader.ts';
import { nativeRegistry } from './native-registry.ts';
import { RESOLVED_REGISTRY_MODULE } from './registry-module.ts';

type ModuleGraph = ViteDevServer['environments'][string]['moduleGraph'];
type ModuleNode = NonNullable<ReturnType<ModuleGraph['getModuleById']>>;

/**
 * Invalidates the modules that hold the old registry: the virtual module and
 * everything that imports it (src/lib/site.ts reads the registry once when
 * evaluated), so pages and endpoints read the new one. The content config is
 * left alone (invalidating it would stop the next reload).
 */
function invalidateReaders(graph: ModuleGraph): void {
  const seen = new Set<ModuleNode>();
  const walk = (m: ModuleNode) => {
    if (seen.has(m) || /content\.config\.[mc]?[jt]s$/.test(m.file ?? '')) return;
    seen.add(m);
    graph.invalidateModule(m);
    for (const importer of m.importers) walk(importer);
  };
  const virtual = graph.getModuleById(RESOLVED_REGISTRY_MODULE);
  if (virtual) walk(virtual);
}

export function contentLiveIntegration(): AstroIntegration {
  return {
    name: 'grimoire:content-live',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const { clearRegistryCache, contentDir } = nativeRegistry;
        const dir = contentDir();
        // Synchronously, before the collections' loaders (registry-loader.ts) read it again.
        const changed = (file: string) => {
          if (!isWithin(dir, file)) return;
          clearRegistryCache();
          for (const env of Object.values(server.environments)) invalidateReaders(env.moduleGraph);
        };
        server.watcher.add(dir);
        for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, changed);
      },
    },
  };
}
