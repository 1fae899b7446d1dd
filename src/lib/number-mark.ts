/**
 * Stands for a rule number in a translated sentence (`t(key, { number:
 * NUMBER_MARK })`), so a component can put the number there with its title
 * and its language marking (components/NumberedText.astro), which a string
 * cannot carry.
 */
export const NUMBER_MARK = '\u0001';
