/**
 * The layer rules of ARCHITECTURE.md, checked on every `npm test` (tests/integration/layers.test.ts runs
 * `depcruise` with this file). A rule broken today is recorded in
 * .dependency-cruiser-known-violations.json, so the check fails on any NEW break while the known
 * ones are paid off; a fixed one must be removed from that file (the test checks it is exact).
 */

/**
 * Components, layouts and pages are `.astro` files, which dependency-cruiser cannot read: the
 * layer test checks each `X.astro` through two stand-ins beside it (tests/support/astro-imports.ts),
 * `X.astro.ts` with its frontmatter's imports (build time, Node) and `X.astro.browser.ts` with its
 * bundled `<script>`s (the browser). So every rule below covers them too, and the browser rules
 * name the second kind. An import dependency-cruiser cannot resolve (`astro:content`, a
 * `virtual:` module of Astro or of the site) breaks no rule.
 */
/** Browser code: the browser scripts' folders and the `<script>`s of `.astro` files. */
const BROWSER = '^src/(client|embed|offline/sw)/|\\.astro\\.browser\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'No file may depend on itself through others.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'src-not-tests-or-scripts',
      severity: 'error',
      comment: 'The site never depends on tests, benchmarks or command-line scripts.',
      from: { path: '^src/' },
      to: { path: '^(tests|scripts)/' },
    },
    {
      name: 'scripts-not-test-helpers',
      severity: 'error',
      comment: 'Commands and benchmarks use src/, not the helpers of the tests.',
      from: { path: '^scripts/' },
      to: { path: '^tests/' },
    },
    {
      name: 'ground-depends-on-ground',
      severity: 'error',
      comment:
        'The ground (rule grammar, errors, URLs, text folding, the atomic writer, the language table, the entry collections) depends on nothing above it.',
      from: {
        path: '^src/(rules|errors|urls|text|files)/|^src/i18n/languages\\.ts$|^src/content/collections\\.ts$',
      },
      to: {
        path: '^src/(?!(rules|errors|urls|text|files)/|i18n/languages\\.ts$|content/collections\\.ts$)',
      },
    },
    {
      name: 'schemas-below-readers',
      severity: 'error',
      comment: 'The content schemas know the ground and edition keys, not who reads them.',
      from: { path: '^src/content/' },
      to: {
        path: '^src/(registry|lib|search|markdown|importer|updater|api|client|components|pages|layouts|embed|offline|short-links|glosses|official)/',
      },
    },
    {
      name: 'lineage-below-content-readers',
      severity: 'error',
      comment: 'The lineage knows editions and rules, not how content or pages are read.',
      from: { path: '^src/lineage/' },
      to: { path: '^src/(content|registry|lib|search|markdown|api|client|components|pages)/' },
    },
    {
      name: 'registry-below-views',
      severity: 'error',
      comment: 'The registry reads content; views, search and the importer build on it.',
      from: { path: '^src/registry/' },
      to: {
        path: '^src/(lib|search|api|client|components|pages|layouts|importer|updater|short-links|offline|embed)/',
      },
    },
    {
      name: 'markdown-below-views',
      severity: 'error',
      comment:
        'The Markdown plugins are pure transforms: they know the registry, not page view-models.',
      from: { path: '^src/markdown/' },
      to: { path: '^src/(lib|search|api|client|components|pages|layouts)/' },
    },
    {
      name: 'search-from-registry',
      severity: 'error',
      comment: 'Search documents are built from the registry, not from page view-models.',
      from: { path: '^src/search/' },
      to: { path: '^src/(lib|api|client|components|pages|layouts)/' },
    },
    {
      name: 'pages-get-registry-through-virtual-module',
      severity: 'error',
      comment:
        'Views, pages and the content config get the registry from virtual:grimoire/registry (src/build/registry-module.ts), never by importing src/registry/index.ts, even through another module: a bundled copy would read content/ again and hold its own cache (ARCHITECTURE.md "One registry per process").',
      from: {
        path: '^src/(lib|components|pages|layouts|search|api|markdown|glosses)/|^src/content\\.config\\.ts$',
      },
      to: { path: '^src/registry/index\\.ts$', reachable: true },
    },
    {
      name: 'virtual-registry-module-for-pages',
      severity: 'error',
      comment:
        "virtual:grimoire/registry exists only in Vite (pages, components, the content config); src/lib/site.ts is the views' one door. Commands, tests, the registry itself and the integrations load src/registry/index.ts (Node), or src/build/native-registry.ts where Vite may run them.",
      from: { pathNot: '^src/lib/site\\.ts$|^src/content\\.config\\.ts$' },
      to: { path: '^virtual:grimoire/registry$' },
    },
    {
      name: 'browser-code-no-node',
      severity: 'error',
      comment:
        'Browser scripts cannot read files: no registry, importer, updater or Node built-ins.',
      from: { path: BROWSER, pathNot: '^src/embed/embed-integration' },
      to: {
        path: '^(src/(registry|importer|updater|official|content-check)/|node:)',
      },
    },
    {
      name: 'browser-code-reaches-no-node',
      severity: 'error',
      comment:
        'Not even through a module it imports: what browser code uses of src/lib/ is browser-pure, never a page view-model that reads the registry.',
      from: { path: BROWSER, pathNot: '^src/embed/embed-integration' },
      to: {
        path: '^(src/(registry|importer|updater|official|content-check|markdown)/|node:)',
        reachable: true,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.astro$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.mjs', '.js', '.json'] },
  },
};
