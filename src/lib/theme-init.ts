/**
 * The one inline script: applies the reader's saved theme before the first
 * paint (no flash of the wrong theme), and marks the page `js` so the CSS can
 * keep room for the controls scripts add (nothing moves when they appear),
 * applies the reader's side-by-side and inline-gloss choices
 * (`side-by-side-state.ts`, `gloss-state.ts`),
 * marks a device with an offline copy (a service worker controls the page:
 * the Keep offline block keeps room for what it will say), and notes the language the address names (the shared 404 page shows that
 * language only). astro.config.mjs adds its hash to the
 * Content-Security-Policy, so it runs without 'unsafe-inline'.
 */
import { LANG_ALTERNATION } from '../i18n/languages.ts';
import { GLOSSES_INLINE, GLOSSES_KEY } from './gloss-state.ts';
import { SIDE_BY_SIDE_KEY_PREFIX } from './side-by-side-state.ts';

export const THEME_STORAGE_KEY = 'grimoire-theme';

export const THEME_INIT = `var d=document.documentElement,m=location.pathname.match(/\\/(${LANG_ALTERNATION})(\\/|$)/);d.classList.add('js');if(m)d.dataset.pathLang=m[1];if(navigator.serviceWorker&&navigator.serviceWorker.controller)d.dataset.offline='';try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')d.dataset.theme=t;var s=localStorage.getItem('${SIDE_BY_SIDE_KEY_PREFIX}'+d.lang);if(s)d.dataset.sbs=s;if(localStorage.getItem('${GLOSSES_KEY}')==='${GLOSSES_INLINE}')d.dataset.glosses='${GLOSSES_INLINE}'}catch(e){}`;
