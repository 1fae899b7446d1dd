/**
 * The one inline script: applies the reader's saved theme before the first
 * paint (no flash of the wrong theme), and marks the page `js` so the CSS can
 * keep room for the controls scripts add (nothing moves when they appear). astro.config.mjs adds its hash to the
 * Content-Security-Policy, so it runs without 'unsafe-inline'.
 */
export const THEME_STORAGE_KEY = 'grimoire-theme';

export const THEME_INIT = `document.documentElement.classList.add('js');try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
