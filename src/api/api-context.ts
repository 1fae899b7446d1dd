/**
 * What every API file builder needs: the registry, absolute URLs of the
 * site's pages and files, and the schema URL a file declares.
 */
import type { Registry } from '../registry/registry.ts';
import { apiPath, withBase } from '../urls/paths.ts';
import type { ApiSchemaName } from './api-schemas.ts';

export interface ApiContext {
  registry: Registry;
  /** The public origin, e.g. https://rules.example.org. */
  site: string;
  /** The base path, e.g. "/" or "/grimoire/". */
  base: string;
}

/** An absolute URL of a site path. */
export const absolute = (ctx: ApiContext, path: string) =>
  new URL(withBase(ctx.base, path), `${ctx.site}/`).href;

/** The URL of a published JSON Schema. */
export const schemaUrl = (ctx: ApiContext, name: ApiSchemaName) =>
  absolute(ctx, apiPath(`schemas/${name}.json`));

/** A JSON response of an API file. */
export const jsonResponse = (data: unknown) =>
  new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
