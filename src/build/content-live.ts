/**
 * `npm run dev` follows `content/`. When a file under it is added, changed or
 * removed, this integration forgets the registry and invalidates the server's
 * modules that hold it (pages and endpoints read the new one when next
 * requested); the collections' loaders (src/registry/registry-loader.ts) then
 * read the registry again and render again every entry whose text or links
 * changed, and Astro reloads the page. Without it, a new glossary entry or a
 * renamed term would leave links, names and search stale until a restart.
 *
 * A change that makes the content invalid is reported in the terminal, and
 * the next page shows the error (with the file and line) in Astro's overlay.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { ViteDevServer } from 'vite';
import { clearRegistryCache, contentDir } from '../registry/index.ts';
import { isWithin } from '../registry/registry-loader.ts';

type ModuleGraph = ViteDevServer['environments'][string]['moduleGraph'];
type ModuleNode = NonNullable<ReturnType<ModuleGraph['getModuleById']>>;

/** The module every page's registry comes from (src/lib/site.ts reads it once when evaluated). */
const SITE_MODULE = fileURLToPath(new URL('../lib/site.ts', import.meta.url));

/**
 * Invalidates the modules that hold the old registry: src/lib/site.ts and
 * everything that imports it, so pages and endpoints read the new one. The
 * content config is left alone (invalidating it would stop the next reload).
 */
function invalidateReaders(graph: ModuleGraph): void {
  const seen = new Set<ModuleNode>();
  const walk = (m: ModuleNode) => {
    if (seen.has(m) || /content\.config\.[mc]?[jt]s$/.test(m.file ?? '')) return;
    seen.add(m);
    graph.invalidateModule(m);
    for (const importer of m.importers) walk(importer);
  };
  for (const m of graph.getModulesByFile(SITE_MODULE) ?? []) walk(m);
}

export function contentLiveIntegration(): AstroIntegration {
  return {
    name: 'grimoire:content-live',
    hooks: {
      'astro:server:setup': ({ server }) => {
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
