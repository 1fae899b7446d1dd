/** The API context of the site being built (its registry, SITE_URL and BASE_PATH). */
import { registry } from '../lib/site.ts';
import { siteConfig } from '../site-config.ts';
import type { ApiContext } from './api-context.ts';

export const apiContext: ApiContext = { registry, ...siteConfig() };
