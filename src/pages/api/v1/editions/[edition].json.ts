/**
 * `/api/v1/editions/{edition}.json`: the official English text of one edition
 * on the site, rule by rule (for the compare page's word diffs, and for bots).
 */
import type { APIRoute } from 'astro';
import { jsonResponse, schemaUrl } from '../../../../api/api-context.ts';
import { apiContext } from '../../../../api/site-api.ts';
import { registry } from '../../../../lib/site.ts';
import { editionTextJson } from '../../../../api/edition-text.ts';

export function getStaticPaths() {
  return registry.editions.withOfficial('en').map((e) => ({ params: { edition: e.key } }));
}

export const GET: APIRoute = ({ params }) =>
  jsonResponse({
    $schema: schemaUrl(apiContext, 'edition-text'),
    ...editionTextJson(registry, params.edition!, 'en'),
  });
