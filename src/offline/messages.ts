/** The messages pages and the service worker exchange about offline packs and updates. */

/** Page → service worker. */
export type ToWorker =
  | { type: 'keep'; lang: string }
  | { type: 'remove'; lang: string }
  | { type: 'status'; lang: string }
  | { type: 'skip-waiting' }
  /** To a waiting worker: say `update-ready` again (a page opened after the download). */
  | { type: 'update-info' };

/** Service worker → pages. */
export type FromWorker =
  /** Bytes of a pack downloaded so far. */
  | { type: 'progress'; lang: string; done: number; total: number }
  /** A pack is complete (also the answer to `status` when kept). */
  | { type: 'kept'; lang: string; bytes: number; edition: string }
  | { type: 'not-kept'; lang: string }
  | { type: 'failed'; lang: string }
  | { type: 'removed'; lang: string }
  /** A new build is being downloaded for the kept packs; `newEdition` when its rules are another edition's. */
  | { type: 'updating'; edition: string; newEdition: boolean }
  /** The new build's packs are complete: reloading shows it. */
  | { type: 'update-ready'; edition: string; newEdition: boolean }
  /** The new build's packs could not be completed: the copy in use stays as it was; tried again on a later visit. */
  | { type: 'update-failed'; edition: string; newEdition: boolean };
