/**
 * Bundles a browser script that must live at a fixed address outside
 * Astro's hashed assets (`embed.js`, `sw.js`): one self-contained file,
 * minified, with build-time constants, written atomically.
 */
import { build } from 'esbuild';
import { writeAtomic } from '../files/write-atomic.ts';

export interface BundleOptions {
  /** The entry module (absolute path). */
  entry: string;
  /** The output file (absolute path). */
  outFile: string;
  /** Build-time constants: identifier → JSON value. */
  define?: Record<string, unknown>;
  /** `iife` for a classic script, `esm` for a module. */
  format?: 'iife' | 'esm';
}

/** Bundles the entry; returns the bundle's size in bytes. */
export async function bundleScript(o: BundleOptions): Promise<number> {
  const r = await build({
    entryPoints: [o.entry],
    bundle: true,
    minify: true,
    format: o.format ?? 'iife',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    define: Object.fromEntries(
      Object.entries(o.define ?? {}).map(([k, v]) => [k, JSON.stringify(v)]),
    ),
  });
  const code = r.outputFiles[0]!.contents;
  writeAtomic(o.outFile, code);
  return code.length;
}
