/** Static paths for pages that exist once per language. */
import { LANGS } from '../content/schemas.ts';

export const langPaths = () => LANGS.map((lang) => ({ params: { lang }, props: { lang } }));
