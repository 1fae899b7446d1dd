/** `/api/v1/schemas/{name}.json`: the JSON Schema of each file of the API, generated from its zod schema. */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../../api/api-context.ts';
import { API_SCHEMAS, type ApiSchemaName } from '../../../../api/api-schemas.ts';
import { jsonSchemaOf } from '../../../../api/json-schema.ts';
import { apiContext } from '../../../../api/site-api.ts';

export function getStaticPaths() {
  return Object.keys(API_SCHEMAS).map((name) => ({ params: { name } }));
}

export const GET: APIRoute = ({ params }) =>
  jsonResponse(jsonSchemaOf(apiContext, params.name as ApiSchemaName));
