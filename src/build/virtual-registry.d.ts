/** Types of `virtual:grimoire/registry` (served by src/build/registry-module.ts). */
declare module 'virtual:grimoire/registry' {
  /** The content folder the site is built from (absolute). */
  export const contentDir: string;
  /** The project root (absolute). */
  export const projectRoot: string;
  /** The registry of that folder: the one instance of the process (src/registry/index.ts). */
  export const getRegistry: () => import('../registry/registry.ts').Registry;
}
