/** `/api/v1/glossary.json`: every glossary term with its names in every language. */
import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../api/api-context.ts';
import { glossaryJson } from '../../../api/glossary-json.ts';
import { apiContext } from '../../../api/site-api.ts';

export const GET: APIRoute = () => jsonResponse(glossaryJson(apiContext));
