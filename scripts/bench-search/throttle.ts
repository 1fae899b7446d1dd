/**
 * A slow 4G phone, emulated by Chromium (the figures Lighthouse uses for its
 * mobile run): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, and the
 * CPU slowed four times.
 */
import type { Page } from 'playwright-core';

export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latency,
    downloadThroughput: SLOW_4G.downloadThroughput,
    uploadThroughput: SLOW_4G.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
}
