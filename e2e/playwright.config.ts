import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumEnvironment } from './chromium';
import { E2E_BASE_URL } from './e2e-server';

/** The browser the global setup chose and unpacked (`prepareChromium`), named for the workers it starts. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
  env: chromiumEnvironment({ libraries: process.env.CHROMIUM_LIBRARIES, fonts: process.env.CHROMIUM_FONTS }),
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: E2E_BASE_URL,
    headless: true,
    launchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, channel: undefined, launchOptions } },
  ],
});
