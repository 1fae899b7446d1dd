/** `/manifest.webmanifest`: Grimoire as an installable web app (opens on the language picker, which goes to the reader's language). */
import type { APIRoute } from 'astro';
import { useTranslations } from '../i18n/index.ts';
import { url } from '../lib/site.ts';

export const GET: APIRoute = () => {
  const t = useTranslations('en');
  const manifest = {
    name: `${t('site:name')} · ${t('rules:title')}`,
    short_name: t('site:name'),
    description: t('site:tagline'),
    start_url: url(''),
    scope: url(''),
    display: 'standalone',
    background_color: '#fbfaf7',
    theme_color: '#5b2a86',
    icons: [
      { src: url('icons/icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: url('icons/icon-512.png'), sizes: '512x512', type: 'image/png' },
      {
        src: url('icons/maskable-512.png'),
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: url('favicon.svg'), sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json' },
  });
};
