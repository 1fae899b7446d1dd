/** Helpers for tests that must show a content folder changed exactly as intended, or not at all. */
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** Every file under a folder (hidden ones too) with the sha256 of its bytes, sorted by path. */
export function treeSnapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      const link = lstatSync(p).isSymbolicLink();
      // A symbolic link is recorded by where it points (it may dangle, or loop back up the tree).
      if (link) out[relative(dir, p)] = `-> ${readlinkSync(p)}`;
      else if (statSync(p).isDirectory()) walk(p);
      else out[relative(dir, p)] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** One hash of a whole tree. */
export function treeHash(dir: string): string {
  return createHash('sha256')
    .update(JSON.stringify(treeSnapshot(dir)))
    .digest('hex');
}

/** Temporary folders removed by `cleanup()`. */
export function tempDirs(prefix: string) {
  const dirs: string[] = [];
  return {
    make(): string {
      const d = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(d);
      return d;
    },
    cleanup(): void {
      for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    },
  };
}
