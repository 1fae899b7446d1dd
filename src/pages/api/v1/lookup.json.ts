/** `/api/v1/lookup.json`: folded names and rule numbers → terms and rules. */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/api-context.ts';
import { lookupJson } from '../../../api/lookup-json.ts';
import { apiContext } from '../../../api/site-api.ts';

export const GET: APIRoute = () => jsonResponse(lookupJson(apiContext));
