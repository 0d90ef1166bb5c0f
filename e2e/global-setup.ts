import { startE2eServer } from './e2e-server';

/** Starts the app for the run; the returned function is Playwright's teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startE2eServer();
}
