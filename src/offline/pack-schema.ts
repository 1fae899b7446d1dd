/**
 * An offline pack: what "Keep offline" downloads for one language, listed
 * at build time from what is in `dist/` (so it follows whatever files the
 * search or the pages become), written as `offline/<lang>.json`.
 */
import { z } from 'astro/zod';
import { LANGS } from '../content/schemas.ts';

/** One file of a pack: [site path without base (a directory page ends in "/"), bytes, sha256 of its bytes (hex, first 16)]. */
export const packFileSchema = z.tuple([z.string(), z.number().int().nonnegative(), z.string()]);

export const packManifestSchema = z.strictObject({
  /** Layout version. */
  format: z.literal(1),
  /** The language of the pack's pages. */
  lang: z.enum(LANGS),
  /** The edition of the rules the pages show. */
  edition: z.string(),
  /** Hash of every path and file hash: changes when any file of the pack changes. */
  version: z.string(),
  /** Total bytes of the files. */
  bytes: z.number().int().nonnegative(),
  /** The files, pages first. */
  files: z.array(packFileSchema),
});

export type PackFile = z.infer<typeof packFileSchema>;
export type PackManifest = z.infer<typeof packManifestSchema>;

/** What the service worker is built with: the current edition and each language's pack version. */
export interface OfflineBuild {
  edition: string;
  /** Language → its pack's version. */
  packs: Record<string, string>;
  /** Hash of the whole build's packs: the service worker's own version. */
  version: string;
}
