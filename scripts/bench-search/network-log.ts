/**
 * What a page fetched: every finished request with its body bytes as sent
 * (compressed) and when it ended, on the page's wall clock (epoch ms), so
 * that bytes can be counted up to a moment the page recorded. Requests of
 * the page's workers are included.
 */
import type { Page, Request } from 'playwright-core';

export interface Fetched {
  url: string;
  /** Epoch ms when the request started and when its response ended. */
  start: number;
  end: number;
  /** Response body bytes as sent over the wire. */
  bytes: number;
}

export interface NetworkLog {
  fetched: Fetched[];
  /** Requests started and not finished yet. */
  inFlight: () => number;
  /** Body bytes of the requests started at or after `from` and ended by `until` (epoch ms). */
  bytesBetween: (from: number, until: number) => number;
  /** Resolves once no request has been in flight for `quietMs`. */
  idle: (quietMs?: number) => Promise<void>;
}

/**
 * Logs the page's requests. `servedSize` gives the body size of a URL as the
 * bench server sends it (Chromium reports 0 for some, such as a worker's script).
 */
export function logNetwork(
  page: Page,
  servedSize: (url: string) => number | undefined,
): NetworkLog {
  const fetched: Fetched[] = [];
  let open = 0;
  let lastChange = Date.now();
  const done = async (r: Request, ok: boolean) => {
    open--;
    lastChange = Date.now();
    if (!ok) return;
    const t = r.timing();
    const served = servedSize(r.url());
    const sizes =
      served === undefined ? await r.sizes().catch(() => ({ responseBodySize: 0 })) : undefined;
    fetched.push({
      url: r.url(),
      start: t.startTime,
      end: t.startTime + Math.max(0, t.responseEnd),
      bytes: served ?? sizes?.responseBodySize ?? 0,
    });
  };
  page.on('request', () => {
    open++;
    lastChange = Date.now();
  });
  page.on('requestfinished', (r) => void done(r, true));
  page.on('requestfailed', (r) => void done(r, false));
  return {
    fetched,
    inFlight: () => open,
    bytesBetween: (from, until) =>
      fetched.filter((f) => f.start >= from && f.end <= until).reduce((n, f) => n + f.bytes, 0),
    idle: async (quietMs = 400) => {
      while (open > 0 || Date.now() - lastChange < quietMs)
        await new Promise((r) => setTimeout(r, 50));
    },
  };
}
