/**
 * Deployment settings, from the environment so one build can go to a domain
 * root or a sub-path:
 *
 *   SITE_URL   public origin, e.g. https://grimoire.example (default http://localhost:4321)
 *   BASE_PATH  path the site is served under, e.g. /grimoire/ (default /)
 */
export interface SiteConfig {
  /** The public origin, without a trailing slash. */
  site: string;
  /** The path the site is served under, with slashes on both sides. */
  base: string;
  /** True when SITE_URL was not given (the origin is the local preview's). */
  siteMissing: boolean;
}

export function siteConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  const site = (env.SITE_URL ?? 'http://localhost:4321').replace(/\/+$/, '');
  let base = env.BASE_PATH ?? '/';
  if (!base.startsWith('/')) base = `/${base}`;
  if (!base.endsWith('/')) base = `${base}/`;
  return { site, base, siteMissing: !env.SITE_URL };
}
