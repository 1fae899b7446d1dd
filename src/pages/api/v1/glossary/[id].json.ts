/** `/api/v1/glossary/{id}.json`: one glossary term in every language. */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../../api/api-context.ts';
import { termJson } from '../../../../api/glossary-json.ts';
import { apiContext } from '../../../../api/site-api.ts';

export function getStaticPaths() {
  return apiContext.registry.ids('glossary').map((id) => ({ params: { id } }));
}

export const GET: APIRoute = ({ params }) => jsonResponse(termJson(apiContext, params.id!));
