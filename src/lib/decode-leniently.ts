/**
 * decodeURIComponent for what a visitor's address holds: a malformed escape
 * (`#%E0%A4%A`, a lone `%`) is kept as it is instead of throwing, so one
 * damaged link cannot stop a page's scripts.
 */
export function decodeLeniently(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
