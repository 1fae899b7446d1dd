/**
 * The URL module moved to the ground layer: `src/urls/paths.ts`. This file
 * only keeps imports written before the move (on branches merged after it)
 * compiling; the layer check (`.dependency-cruiser.cjs`, rule
 * `urls-from-the-ground`) names every file that still imports it. Delete it
 * once none does.
 */
export * from '../urls/paths.ts';
