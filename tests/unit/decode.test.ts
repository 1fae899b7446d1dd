import { describe, expect, it } from 'vitest';
import { decodeRulesFile, detectEncoding } from '../../src/importer/decode.ts';

const text = 'Rules “quoted” – 701.13a\r\nNext\rLast\n';
const utf16le = (s: string) => {
  const b = Buffer.from(`\uFEFF${s}`, 'utf16le');
  return new Uint8Array(b);
};

describe('decoding rules files', () => {
  it('reads UTF-8 with BOM and normalises CRLF and bare CR', () => {
    const bytes = new Uint8Array(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]),
    );
    expect(detectEncoding(bytes)).toBe('utf-8');
    expect(decodeRulesFile(bytes)).toBe('Rules “quoted” – 701.13a\nNext\nLast\n');
  });

  it('reads UTF-16 LE with BOM', () => {
    const bytes = utf16le(text);
    expect(detectEncoding(bytes)).toBe('utf-16le');
    expect(decodeRulesFile(bytes)).toContain('“quoted” –');
  });

  it('reads Windows-1252 smart quotes and dashes', () => {
    const bytes = new Uint8Array([0x93, 0x71, 0x94, 0x20, 0x96, 0x20, 0x41]);
    expect(detectEncoding(bytes)).toBe('windows-1252');
    expect(decodeRulesFile(bytes)).toBe('“q” – A');
  });
});
