/**
 * Reads the registry of GRIMOIRE_CONTENT_DIR as a build does and prints its
 * current edition and the editions with text, as one JSON line (for tests
 * of a build's read while another process writes).
 */
import { getRegistry } from '../../src/registry/index.ts';

const r = getRegistry();
console.log(
  JSON.stringify({ current: r.current, withText: r.editions.withText.map((e) => e.key) }),
);
