/**
 * A URL as the updater prints it: without a user name or password (a link
 * may carry them; no message, log or record ever repeats them), and without
 * control characters (a hostile link cannot write terminal escapes).
 */

/** True when the URL carries a user name or a password. */
export function hasCredentials(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const u = new URL(url);
  return u.username !== '' || u.password !== '';
}

/** The URL without credentials, printable on one line. */
export function showUrl(url: string): string {
  let out = url;
  if (URL.canParse(url)) {
    const u = new URL(url);
    if (u.username || u.password) {
      u.username = '';
      u.password = '';
      out = u.href;
    }
  }
  return printable(out);
}

/** Text with control characters (escape sequences, bells, new lines) shown as \xNN or \uNNNN. */
export function printable(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, (c) => {
    const code = c.codePointAt(0)!;
    return code < 0x100
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
