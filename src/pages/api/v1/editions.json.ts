/** `/api/v1/editions.json`: every edition with its dates and what the site holds of it. */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/api-context.ts';
import { editionsJson } from '../../../api/editions-json.ts';
import { apiContext } from '../../../api/site-api.ts';

export const GET: APIRoute = () => jsonResponse(editionsJson(apiContext));
