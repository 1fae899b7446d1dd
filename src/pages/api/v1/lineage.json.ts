/** `/api/v1/lineage.json`: every edition and how its rules relate to the previous one's (numbers and dates only). */
import type { APIRoute } from 'astro';
import { jsonResponse, schemaUrl } from '../../../api/api-context.ts';
import { apiContext } from '../../../api/site-api.ts';
import { toLineageJson } from '../../../lib/lineage-json.ts';
import { registry } from '../../../lib/site.ts';

export const GET: APIRoute = () =>
  jsonResponse({
    $schema: schemaUrl(apiContext, 'lineage'),
    ...toLineageJson({
      editions: [...registry.lineage.editions],
      diffs: registry.lineage.allDiffs(),
    }),
  });
