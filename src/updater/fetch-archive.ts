/**
 * Fills a local cache folder with the past editions' official files and
 * checks them against the project's manifest, `content/lineage/editions.tsv`
 * (each edition's key, sha256, size and published URL: facts, no text).
 *
 * Each edition is kept as `MagicCompRules-<key>.txt`, the same name a
 * mirror serves it under (`<mirror>/MagicCompRules-<key>.txt`), so a cache
 * can be served as a mirror. A file already in the cache is verified and
 * kept (or fetched again when its bytes are not the manifest's). A missing
 * one is downloaded from its published URL, then from the mirror, and
 * written (atomically, `files/write-atomic.ts`) only once its sha256 and
 * size match: the cache never holds a file it has not verified, and a run
 * that is interrupted resumes where it stopped, removing what the writer
 * left half-written.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isTemporary, writeAtomic } from '../files/write-atomic.ts';
import type { LineageEdition } from '../lineage/lineage-data.ts';
import { withLockAsync } from '../registry/content-lock.ts';
import { download, type DownloadOptions } from './download.ts';
import { UpdateError } from './update-error.ts';

export interface ArchiveOptions {
  /** The editions to fetch (the manifest's, with sha256). */
  editions: readonly LineageEdition[];
  cacheDir: string;
  /** A base URL serving `MagicCompRules-<key>.txt`, for editions whose published URL is gone. */
  mirror?: string;
  download: DownloadOptions;
  /** One line of progress. */
  log: (line: string) => void;
}

/** What a run found and did, by edition key. */
export interface ArchiveReport {
  /** Already in the cache, bytes verified. */
  verified: string[];
  /** Downloaded and verified in this run. */
  downloaded: string[];
  /** Not obtained: why, per edition (no URL, every source failed or served other bytes). */
  missing: Array<{ key: string; reason: string }>;
}

/** The cache's (and a mirror's) file name of an edition. */
export const archiveFileName = (key: string) => `MagicCompRules-${key}.txt`;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Whether bytes are the manifest's file of an edition; undefined when they are, else why not. */
function mismatch(e: LineageEdition, bytes: Uint8Array): string | undefined {
  const sha = sha256(bytes);
  if (e.sha256 === sha && (e.bytes === undefined || e.bytes === bytes.length)) return undefined;
  return `other bytes than the manifest's (${bytes.length} bytes, sha256 ${sha.slice(0, 12)}…; expected ${e.bytes ?? '?'} bytes, ${e.sha256!.slice(0, 12)}…)`;
}

/** Where an edition can be downloaded from, in order of preference. */
export function sourcesOf(e: LineageEdition, mirror: string | undefined): string[] {
  const out: string[] = [];
  if (e.url) out.push(e.url);
  if (mirror) out.push(new URL(archiveFileName(e.key), mirror.replace(/\/?$/, '/')).href);
  return out;
}

/** Fetches and verifies the archive (see the module comment), holding the cache's writer lock. */
export async function fetchArchive(o: ArchiveOptions): Promise<ArchiveReport> {
  mkdirSync(o.cacheDir, { recursive: true });
  const lock = { what: 'a fetch of the archive (fetch-archive)', onWait: o.log };
  return withLockAsync(o.cacheDir, lock, () => fetchLocked(o));
}

async function fetchLocked(o: ArchiveOptions): Promise<ArchiveReport> {
  for (const f of readdirSync(o.cacheDir))
    if (isTemporary(f)) rmSync(join(o.cacheDir, f), { recursive: true, force: true });
  const report: ArchiveReport = { verified: [], downloaded: [], missing: [] };
  const editions = o.editions.filter((e) => e.sha256);
  const width = String(editions.length).length;
  for (const [i, e] of editions.entries()) {
    const at = `[${String(i + 1).padStart(width)}/${editions.length}] ${e.key}`;
    const path = join(o.cacheDir, archiveFileName(e.key));
    if (existsSync(path)) {
      const bad = mismatch(e, new Uint8Array(readFileSync(path)));
      if (!bad) {
        report.verified.push(e.key);
        o.log(`${at}: in the cache, verified`);
        continue;
      }
      rmSync(path);
      o.log(`${at}: the cached file has ${bad}; removed, downloading again`);
    }
    const got = await fetchOne(e, path, o);
    if (got.ok) {
      report.downloaded.push(e.key);
      const after = got.failed.length ? ` (after: ${got.failed.join('; ')})` : '';
      o.log(
        `${at}: downloaded ${Math.round(got.bytes / 1024)} KB from ${got.from}, verified${after}`,
      );
    } else {
      report.missing.push({ key: e.key, reason: got.reason });
      o.log(`${at}: MISSING: ${got.reason}`);
    }
  }
  return report;
}

type Fetched =
  { ok: true; from: string; bytes: number; failed: string[] } | { ok: false; reason: string };

/** Downloads one edition from its first source that serves the right bytes. */
async function fetchOne(e: LineageEdition, path: string, o: ArchiveOptions): Promise<Fetched> {
  const sources = sourcesOf(e, o.mirror);
  if (!sources.length)
    return { ok: false, reason: 'no published URL is known for it: give a mirror with --mirror' };
  const reasons: string[] = [];
  for (const url of sources) {
    try {
      const { bytes } = await download(url, o.download);
      const bad = mismatch(e, bytes);
      if (bad) {
        reasons.push(`${url} served ${bad}`);
        continue;
      }
      writeAtomic(path, bytes);
      return { ok: true, from: url, bytes: bytes.length, failed: reasons };
    } catch (err) {
      if (!(err instanceof UpdateError)) throw err;
      reasons.push(err.message);
    }
  }
  return { ok: false, reason: reasons.join('; ') };
}
