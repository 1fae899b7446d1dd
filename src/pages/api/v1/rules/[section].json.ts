/** `/api/v1/rules/{section}.json`: one section of the current edition, every rule with its subrules. */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../../api/api-context.ts';
import { apiSections, ruleSectionJson } from '../../../../api/rule-section-json.ts';
import { apiContext } from '../../../../api/site-api.ts';

export function getStaticPaths() {
  return apiSections(apiContext.registry).map((section) => ({ params: { section } }));
}

export const GET: APIRoute = ({ params }) =>
  jsonResponse(ruleSectionJson(apiContext, params.section!));
