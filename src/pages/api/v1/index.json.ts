/** `/api/v1/index.json`: the entry point of the JSON API (files, sections, languages). */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/api-context.ts';
import { indexJson } from '../../../api/editions-json.ts';
import { apiContext } from '../../../api/site-api.ts';

export const GET: APIRoute = () => jsonResponse(indexJson(apiContext));
