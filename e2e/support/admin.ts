import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './admin-credentials';

/** The admin page's password field. */
export const passwordField = (page: Page): Locator => page.getByLabel('Password', { exact: true });

/** Opens /admin (unless there already) and signs in with the e2e server's admin password. */
export async function signInAsAdmin(page: Page): Promise<void> {
  if (!page.url().endsWith('/admin')) await page.goto('/admin');
  await passwordField(page).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

/** The value shown under a label of a `<dl>` (a status card or statistics figure). */
export const figure = (container: Locator, label: string): Locator =>
  container.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The lock of the tests that change the directory (list, close or reopen a store) and of those that
 * compare the directory's live figures with a page: a change between the two reads would differ.
 */
export const DIRECTORY_FIGURES = 'directory-figures';

/**
 * Runs `work` while no other Playwright worker of this run (the other project's copy of the same
 * test) runs its own under the same name: for server work that refuses a second run at the same
 * time (a sitemap regeneration answers 409 while one is running). A lock folder per server address
 * and name; one left by a worker that died is taken over.
 */
export async function runAlone<T>(page: Page, name: string, work: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `directory-e2e-${new URL(page.url()).host.replace(/\W/g, '-')}-${name}.lock`);
  const owner = join(lock, 'pid');
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(owner, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(owner, 'utf8').catch(() => ''));
    if (holder && !isRunning(holder)) {
      await rm(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`Waited 60 s for the '${name}' lock (${lock})`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
