/**
 * Chromium features turned off by a command-line switch. Chromium reads only the last
 * `--disable-features` it is given, and Playwright gives its own list first: a launch that turns
 * off a feature of its own must repeat Playwright's list, or it turns those features back on.
 */

/**
 * The features Playwright turns off in every Chromium it launches (playwright-core 1.65's
 * `chromiumSwitches`). tests/unit/chromium-features.test.ts reads the installed Playwright's list
 * and fails, naming the feature, when it has one that this list lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The one `--disable-features` switch that keeps Playwright's list and turns `features` off too. */
export function disableFeatures(...features: string[]): string {
  return `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...features].join(',')}`;
}
