/** The content error lives in the ground layer (src/errors/), so the lineage can use it too. */
export * from '../errors/content-error.ts';
