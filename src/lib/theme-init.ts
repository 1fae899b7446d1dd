/**
 * The one inline script: applies the reader's saved theme before the first
 * paint (no flash of the wrong theme). astro.config.mjs adds its hash to the
 * Content-Security-Policy, so it runs without 'unsafe-inline'.
 */
export const THEME_STORAGE_KEY = 'grimoire-theme';

export const THEME_INIT = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
