/**
 * How a reader's choice of inline glosses is kept: `localStorage`
 * `grimoire-glosses` = "inline", copied to `<html data-glosses>` by the
 * theme script before the first paint. Pure, for browser scripts too.
 */
export const GLOSSES_KEY = 'grimoire-glosses';
export const GLOSSES_INLINE = 'inline';
