/** The published JSON Schema of an API file: its zod schema as JSON Schema draft 2020-12, with its own URL as `$id`. */
import { z } from 'astro/zod';
import { schemaUrl, type ApiContext } from './api-context.ts';
import { API_SCHEMAS, type ApiSchemaName } from './api-schemas.ts';

export function jsonSchemaOf(ctx: ApiContext, name: ApiSchemaName): Record<string, unknown> {
  const schema = z.toJSONSchema(API_SCHEMAS[name], { target: 'draft-2020-12' });
  return { ...schema, $id: schemaUrl(ctx, name), title: `Grimoire API v1: ${name}` };
}
