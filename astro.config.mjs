// @ts-check
import { defineConfig } from 'astro/config';
import sitemap from '@astrojs/sitemap';
import { siteConfig } from './src/site-config.ts';
import { grimoireProcessor } from './src/markdown/markdown-processor.ts';
import { ReferenceReport } from './src/markdown/reference-report.ts';
import { createHash } from 'node:crypto';
import { THEME_INIT } from './src/lib/theme-init.ts';
import { LANGUAGES, SOURCE_LANG } from './src/i18n/languages.ts';
import { siteOutputsIntegration } from './src/build/site-outputs.ts';
import { contentWarnings } from './src/content-check/content-warnings.ts';
import { contentLiveIntegration } from './src/build/content-live.ts';
import { registryModuleIntegration } from './src/build/registry-module.ts';
import { nativeRegistry } from './src/build/native-registry.ts';
import { staleSummary } from './src/registry/entry-drift.ts';

const { site, base, siteMissing } = siteConfig();
if (siteMissing && process.env.CI && process.argv.includes('build'))
  throw new Error(
    'SITE_URL is not set: canonical URLs, Open Graph tags and the sitemap would all point to http://localhost:4321. Set SITE_URL to the public address (e.g. SITE_URL=https://rules.example.org), or SITE_URL=http://localhost:4321 for a local test build.',
  );
// The process's one registry (Astro may run this file in Vite; see native-registry.ts).
const { getRegistry } = nativeRegistry;
const registry = getRegistry();
const report = new ReferenceReport();

export default defineConfig({
  site,
  base,
  trailingSlash: 'always',
  // Four pages rendered at a time: a page's writes overlap the next one's rendering (5,456 pages:
  // 35 s → 26 s, and fewer CPU seconds; 8 at a time measured no better).
  build: { format: 'directory', concurrency: 4 },
  outDir: process.env.GRIMOIRE_OUT_DIR ?? './dist',
  markdown: {
    syntaxHighlight: false,
    // A getter: in `npm run dev` the registry is read again when content changes (content-live.ts).
    processor: grimoireProcessor({
      get registry() {
        return getRegistry();
      },
      base,
      report,
      root: registry.root,
    }),
  },
  integrations: [
    sitemap({
      i18n: {
        defaultLocale: SOURCE_LANG,
        locales: Object.fromEntries(LANGUAGES.map((l) => [l.code, l.tag])),
      },
      filter: (page) => !/\/r\/|\/404\/?$/.test(page),
    }),
    {
      name: 'grimoire:reference-report',
      hooks: {
        // Astro's content loader only logs a file that fails to render; fail the build instead.
        'astro:build:start': () => {
          if (report.errors.length) {
            throw new Error(
              `Content references that do not resolve (${report.errors.length}):\n${report.errors.join('\n')}`,
            );
          }
        },
        'astro:build:done': ({ logger }) => {
          logger.info(report.format());
          for (const w of contentWarnings(registry)) logger.warn(w);
          logger.info(staleSummary(registry.stale()));
          if (siteMissing)
            logger.warn(
              'SITE_URL is not set: canonical URLs, og:url and the sitemap point to http://localhost:4321. Set SITE_URL=https://… for a public build.',
            );
        },
      },
    },
    // Pages get the registry, its content folder and the root through virtual:grimoire/registry.
    registryModuleIntegration(),
    contentLiveIntegration(),
    // Short links, embed.js, the offline packs and sw.js, in the order it states.
    siteOutputsIntegration({ registry, base, site }),
  ],
  devToolbar: { enabled: false },
  vite: { worker: { format: 'es' }, build: { modulePreload: false } },
  // Content-Security-Policy as a <meta> tag on every page: Astro hashes its own scripts and
  // styles (no 'unsafe-inline', no 'unsafe-eval'); everything else comes from this origin only.
  security: {
    csp: {
      scriptDirective: {
        hashes: [`sha256-${createHash('sha256').update(THEME_INIT).digest('base64')}`],
      },
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
});
