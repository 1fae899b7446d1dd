/**
 * The content layer fed from the registry: one reader and one validation of
 * `content/`. Astro's collections (articles, glossary, cards) hold what the
 * registry read, rendered through the site's Markdown processor, instead of
 * reading the files a second time with a glob loader.
 *
 * An entry is rendered again when its own text changes or when the names of
 * the entries and rules it may link to change (`linkDigest`), so a renamed
 * term updates every page that links to it.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { ContentError } from '../content/content-error.ts';
import type { EntryCollection } from '../content/schemas.ts';
import type { Registry } from './registry.ts';

/** What an entry's links depend on: every entry's id and names, and the rules each edition has. */
export function linkDigest(registry: Registry): string {
  const names = registry.entries.all().map((e) => [e.collection, e.lang, e.id, e.data]);
  const pages = registry.editions.withText.map((ed) => [ed.key, registry.rules.pages(ed.key)]);
  return JSON.stringify([names, registry.current, pages]);
}

type Renderer = Awaited<
  ReturnType<LoaderContext['config']['markdown']['processor']['createRenderer']>
>;

/** The site's Markdown renderer (the configured processor), made once per load. */
function siteRenderer(ctx: LoaderContext): Promise<Renderer> {
  const { markdown, image } = ctx.config;
  return markdown.processor.createRenderer({
    image,
    syntaxHighlight: markdown.syntaxHighlight,
    shikiConfig: markdown.shikiConfig,
    gfm: markdown.gfm,
    smartypants: markdown.smartypants,
  });
}

/** Puts the registry's entries of one collection into Astro's store, rendering what changed. */
async function sync(ctx: LoaderContext, collection: EntryCollection, registry: Registry) {
  const { store, generateDigest } = ctx;
  const links = generateDigest(linkDigest(registry));
  const seen = new Set<string>();
  let renderer: Promise<Renderer> | undefined;
  for (const e of registry.entries.all()) {
    if (e.collection !== collection) continue;
    const id = `${e.lang}/${e.id}`;
    seen.add(id);
    const digest = generateDigest(`${links}\n${e.body}`);
    if (store.get(id)?.digest === digest) continue;
    const fileURL = pathToFileURL(resolve(registry.root, e.file));
    const data = e.data as unknown as Record<string, unknown>;
    // The body as the registry read it (its lines counted from the file's), with its front matter
    // handed to the plugins (the entry's rulesEdition), as Astro's glob loader did.
    const { code, metadata } = await (renderer ??= siteRenderer(ctx))
      .then((r) => r.render(e.body, { fileURL, frontmatter: data }))
      .catch((err: unknown) => {
        const m = err as { reason?: string; message: string; line?: number };
        throw new ContentError(e.file, m.reason ?? m.message, m.line);
      });
    const rendered = { html: code, metadata: { ...metadata, imagePaths: [] } };
    store.set({ id, data, body: e.body, filePath: e.file, digest, rendered });
  }
  for (const id of store.keys()) if (!seen.has(id)) store.delete(id);
}

/** Changes that come in a burst (an editor's save, a git checkout) are read once. */
const SETTLE_MS = 100;

/**
 * A loader for one entry collection, reading through `getRegistry` on every
 * (re)load. In `npm run dev` it follows the content folder: after a change
 * there (the registry cache is cleared by src/build/content-live.ts), it
 * puts the new registry's entries into the store, and Astro reloads the page.
 */
export function registryLoader(
  collection: EntryCollection,
  getRegistry: () => Registry,
  contentDir: string,
): Loader {
  return {
    name: 'grimoire-registry',
    load: async (ctx) => {
      await sync(ctx, collection, getRegistry());
      let timer: ReturnType<typeof setTimeout> | undefined;
      const again = () =>
        sync(ctx, collection, getRegistry()).catch((err: unknown) =>
          ctx.logger.error((err as Error).message),
        );
      ctx.watcher?.on('all', (_event, file) => {
        if (!isWithin(contentDir, file)) return;
        clearTimeout(timer);
        timer = setTimeout(() => void again(), SETTLE_MS);
      });
    },
  };
}

/** True when `file` is inside `dir`. */
export function isWithin(dir: string, file: string): boolean {
  const r = relative(dir, file);
  return r !== '' && !r.startsWith('..') && !isAbsolute(r);
}
