import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, requireChromium } from './chromium';
import { E2E_BASE_URL } from './e2e-server';

const launchOptions = { executablePath: requireChromium(), args: CHROMIUM_FLAGS };

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
