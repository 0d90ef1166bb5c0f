import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestSmtpServer } from '../backend/test/test-smtp';
import { prepareChromium } from './chromium';
import { startE2eServer } from './e2e-server';

/**
 * Unpacks the browser if it is the npm package's, and the fonts, and names them (`CHROMIUM_PATH`,
 * `CHROMIUM_LIBRARIES`, `CHROMIUM_FONTS`) for the test workers, starts a real SMTP server (each message it receives written to `E2E_MAIL_DIR`
 * for the workers to read), then the app sending to it; the returned function is Playwright's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const chromium = await prepareChromium();
  process.env.CHROMIUM_PATH = chromium.path;
  if (chromium.libraries) process.env.CHROMIUM_LIBRARIES = chromium.libraries;
  if (chromium.fonts) process.env.CHROMIUM_FONTS = chromium.fonts;
  console.log(`e2e: the browser is ${chromium.origin}`);
  const scratch = await mkdtemp(join(tmpdir(), 'e2e-'));
  process.env.E2E_MAIL_DIR = join(scratch, 'mail');
  await mkdir(process.env.E2E_MAIL_DIR);
  const smtp = new TestSmtpServer(process.env.E2E_MAIL_DIR);
  const smtpUrl = await smtp.start();
  const server = await startE2eServer({ SMTP_URL: smtpUrl, STORE_PHOTOS_DIR: join(scratch, 'store-photos') });
  return async () => {
    await server.stop();
    await smtp.stop();
    await rm(scratch, { recursive: true, force: true });
  };
}
