import { prepareChromium } from './chromium';
import { startE2eServer } from './e2e-server';

/**
 * Unpacks the browser if it is the npm package's and names it (`CHROMIUM_PATH`, `CHROMIUM_LIBRARIES`)
 * for the test workers, then starts the app; the returned function is Playwright's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const chromium = await prepareChromium();
  process.env.CHROMIUM_PATH = chromium.path;
  if (chromium.libraries) process.env.CHROMIUM_LIBRARIES = chromium.libraries;
  console.log(`e2e: the browser is ${chromium.origin}`);
  return (await startE2eServer()).stop;
}
