/**
 * rehype plugin: the HTML that Markdown became keeps only what Grimoire's
 * pages use, through rehype-sanitize with GitHub's schema widened for our
 * own markup (rule blocks and their ids, classes and `data-*` attributes on
 * links). Raw HTML is already refused by `remark-no-raw-html`; this is the
 * last line of defence for whatever a future plugin or dependency emits.
 */
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

/** The schema: GitHub's, plus sections, ids kept as written (rule numbers are anchors), classes and data attributes. */
export const SAFE_HTML_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  clobber: [],
  tagNames: [...(defaultSchema.tagNames ?? []), 'section', 'mark', 'abbr'],
  attributes: {
    // GitHub's schema limits classes on some elements to its own; ours are free.
    ...Object.fromEntries(
      Object.entries(defaultSchema.attributes ?? {}).map(([tag, list]) => [
        tag,
        list.filter((a) => !(Array.isArray(a) && a[0] === 'className')),
      ]),
    ),
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', 'id', 'lang', 'title', 'data*'],
    a: [
      ...(defaultSchema.attributes?.a ?? []).filter(
        (a) => !(Array.isArray(a) && a[0] === 'className'),
      ),
      'hreflang',
    ],
  },
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'] },
};

export interface Options {
  /** The sanitising schema. Default `SAFE_HTML_SCHEMA`. */
  schema?: SanitizeSchema;
}

export default function rehypeSafeHtml(options: Options = {}) {
  return rehypeSanitize(options.schema ?? SAFE_HTML_SCHEMA);
}
