/**
 * Decodes a response body by its Content-Encoding, strictly, with Node's
 * zlib: gzip and deflate bodies carry a checksum and gzip the decoded size,
 * brotli and zstd an end marker, so a body cut short or damaged on the way
 * fails here instead of decoding to a prefix (browsers, and `fetch`, accept
 * such a prefix silently). Encodings are undone last first, as RFC 9110
 * says; the decoded size is capped (a small body can expand enormously).
 */
import {
  brotliDecompressSync,
  gunzipSync,
  inflateRawSync,
  inflateSync,
  zstdDecompressSync,
} from 'node:zlib';

/** What can go wrong: an encoding we do not know, a body that does not decode, one too large. */
export class DecodeError extends Error {
  readonly reason: 'unknown' | 'damaged' | 'too-large';
  constructor(reason: DecodeError['reason'], message: string) {
    super(message);
    this.name = 'DecodeError';
    this.reason = reason;
  }
}

/** The encodings the updater asks for, in its Accept-Encoding header. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

type Decoder = (bytes: Buffer, max: number) => Buffer;

const inflate: Decoder = (bytes, max) => {
  try {
    return inflateSync(bytes, { maxOutputLength: max });
  } catch (err) {
    // Some servers send raw deflate without the zlib wrapper; browsers accept both.
    if ((err as NodeJS.ErrnoException).code !== 'Z_DATA_ERROR' || bytes[0] === 0x78) throw err;
    return inflateRawSync(bytes, { maxOutputLength: max });
  }
};

const DECODERS: Record<string, Decoder> = {
  gzip: (b, max) => gunzipSync(b, { maxOutputLength: max }),
  'x-gzip': (b, max) => gunzipSync(b, { maxOutputLength: max }),
  deflate: inflate,
  br: (b, max) => brotliDecompressSync(b, { maxOutputLength: max }),
  zstd: (b, max) => zstdDecompressSync(b, { maxOutputLength: max }),
};

/** The encodings named by a Content-Encoding header, in the order they were applied. */
export function encodingsOf(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== '' && e !== 'identity');
}

/** The decoded body; a DecodeError when it cannot be. */
export function decodeBody(bytes: Uint8Array, encodings: readonly string[], max: number): Buffer {
  let out = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const enc of [...encodings].reverse()) {
    const decode = Object.hasOwn(DECODERS, enc) ? DECODERS[enc] : undefined;
    if (!decode)
      throw new DecodeError(
        'unknown',
        `it is sent with the encoding "${enc}", which Grimoire cannot read`,
      );
    try {
      out = decode(out, max);
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (e.code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError)
        throw new DecodeError('too-large', `its ${enc} body decodes to more than the limit`);
      throw new DecodeError(
        'damaged',
        `its ${enc} body does not decode (${e.message}): cut off or damaged on the way`,
      );
    }
  }
  return out;
}
