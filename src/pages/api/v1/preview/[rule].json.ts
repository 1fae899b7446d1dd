/** `/api/v1/preview/{rule}.json`: one rule page's title and texts, for previews (embed.js). */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../../api/api-context.ts';
import { previewPages, rulePreviewJson } from '../../../../api/rule-preview-json.ts';
import { apiContext } from '../../../../api/site-api.ts';

export function getStaticPaths() {
  return previewPages(apiContext).map((rule) => ({ params: { rule } }));
}

export const GET: APIRoute = ({ params }) =>
  jsonResponse(rulePreviewJson(apiContext, params.rule!));
