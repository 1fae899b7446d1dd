/** `/api/v1/lineage.json`: every edition and how its rules relate to the previous one's (numbers and dates only). */
import type { APIRoute } from 'astro';
import { toLineageJson } from '../../../lib/lineage-json.ts';
import { registry } from '../../../lib/site.ts';

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify(
      toLineageJson({
        editions: [...registry.lineage.editions],
        diffs: registry.lineage.allDiffs(),
      }),
    ),
    {
      headers: { 'content-type': 'application/json' },
    },
  );
