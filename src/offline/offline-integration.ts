/**
 * After the build: lists each language's offline pack from what is in
 * `dist/` (`offline/<lang>.json`) and bundles the service worker (`sw.js`)
 * with the packs' versions, so every build that changes a pack is a new
 * service worker. Called by the site's outputs integration
 * (`build/site-outputs.ts`) after every other file it writes into dist.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { bundleScript } from '../build/bundle-script.ts';
import { writeAtomic } from '../files/write-atomic.ts';
import { offlinePackPath, serviceWorkerPath } from '../urls/paths.ts';
import type { Registry } from '../registry/registry.ts';
import { packManifestSchema } from './pack-schema.ts';
import { packManifests } from './pack-files.ts';

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Writes the packs and the service worker; returns their paths in `dist/`. */
export async function writeOffline(
  dist: string,
  registry: Registry,
  logger: AstroIntegrationLogger,
): Promise<{ packs: string[]; serviceWorker: string }> {
  const { packs, build } = packManifests(dist, registry.current);
  for (const p of packs) {
    writeAtomic(join(dist, offlinePackPath(p.lang)), JSON.stringify(packManifestSchema.parse(p)));
    logger.info(`offline pack ${p.lang}: ${p.files.length} files, ${mb(p.bytes)}`);
  }
  const bytes = await bundleScript({
    entry: fileURLToPath(new URL('./sw/service-worker.ts', import.meta.url)),
    outFile: join(dist, serviceWorkerPath),
    define: { __GRIMOIRE_OFFLINE__: build, 'process.env.NODE_ENV': 'production' },
  });
  logger.info(`${serviceWorkerPath} written (${bytes} bytes, build ${build.version})`);
  return { packs: packs.map((p) => offlinePackPath(p.lang)), serviceWorker: serviceWorkerPath };
}
