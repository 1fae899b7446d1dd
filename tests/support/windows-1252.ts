/** The typographic characters of Windows-1252's 0x80–0x9F range that the official rules files use. */
const TYPOGRAPHIC: Record<string, number> = {
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
};

/**
 * Windows-1252 bytes of a text of ASCII and the typographic characters above, as an older
 * rules file is saved; any other character becomes "?", as a Windows editor would write it.
 */
export function windows1252(text: string): Uint8Array {
  return new Uint8Array(
    [...text].map((c) => TYPOGRAPHIC[c] ?? (c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : 0x3f)),
  );
}
