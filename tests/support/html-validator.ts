/** The HTML validator of the built sites (html-validate's recommended rules, and why a few are off). */
import { HtmlValidate } from 'html-validate';

export function htmlValidator(): HtmlValidate {
  return new HtmlValidate({
    extends: ['html-validate:recommended'],
    rules: {
      // Astro writes void elements without a closing slash and long lines; these are style, not validity.
      'void-style': 'off',
      'no-trailing-whitespace': 'off',
      // Rule anchors are rule numbers such as "701.13b": valid HTML ids.
      'valid-id': ['error', { relaxed: true }],
      'no-inline-style': 'off',
      'long-title': 'off',
      // The search box is a form of one field: Enter submits it (HTML's implicit submission) and,
      // with scripts, opens the chosen result. A submit button would be either the invisible Tab
      // stop issue 19 removed or a second way to press Enter; WCAG's H32 is one sufficient
      // technique, not a requirement (SC 3.2.2 holds: nothing changes context on input).
      'wcag/h32': 'off',
    },
  });
}

/** Every problem the validator finds in a page, as "file:line:column rule: message". */
export async function htmlProblems(
  validator: HtmlValidate,
  html: string,
  file: string,
): Promise<string[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((r) =>
    r.messages.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
}
