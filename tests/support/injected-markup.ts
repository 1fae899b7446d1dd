/** Markup on a page that only an injection could have put there (the browser tests' shared check). */
import type { Page } from 'playwright-core';

/** `on*` attributes, `javascript:` links, and images, SVG or scripts among search results or suggestions. */
export function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const a of el.getAttributeNames())
        if (a.startsWith('on')) found.push(`${el.tagName} ${a}`);
      const href = el.getAttribute('href') ?? '';
      if (/^\s*javascript:/i.test(href)) found.push(`${el.tagName} href=${href}`);
    }
    for (const el of document.querySelectorAll(
      '#search-results img, #search-results svg, #search-results script, [role="listbox"] img, [role="listbox"] svg',
    ))
      found.push(`${el.tagName} in results`);
    return found;
  });
}
