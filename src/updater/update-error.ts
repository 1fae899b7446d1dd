/**
 * What can go wrong when the site checks for a new rules edition or fetches
 * the archive, as one kind and one line a site owner can act on. Whatever
 * the kind, nothing in the content folder has been changed when it is thrown.
 */

/** The kinds of failure, for the one-line message and for tests. */
export type UpdateFailure =
  | 'network'
  | 'timeout'
  | 'http'
  | 'too-large'
  | 'cut-off'
  | 'links'
  | 'html'
  | 'truncated'
  | 'not-cr'
  | 'identity'
  | 'import';

/** A failure of `update-cr` or `fetch-archive`; its message is one line. */
export class UpdateError extends Error {
  /** What kind of failure it is. */
  readonly kind: UpdateFailure;

  constructor(kind: UpdateFailure, message: string) {
    super(message.replace(/\s*\n\s*/g, ' '));
    this.name = 'UpdateError';
    this.kind = kind;
  }
}
