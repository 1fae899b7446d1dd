/** `/api/v1/numbers.json`: every rule number of the current edition. */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/api-context.ts';
import { ruleNumbersJson } from '../../../api/rule-preview-json.ts';
import { apiContext } from '../../../api/site-api.ts';

export const GET: APIRoute = () => jsonResponse(ruleNumbersJson(apiContext));
