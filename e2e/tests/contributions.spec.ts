import sharp from 'sharp';
import type { Page } from '@playwright/test';
import type { CityStores, StoreMapItem } from '../../backend/src/contracts/api.contract';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { DIRECTORY_FIGURES, runAlone, signInAsAdmin } from '../support/admin';
import { mailTo } from '../support/mail';

/**
 * The directory kept true by those who know it, in a real browser: a visitor suggests a store and
 * reports a problem, the administrator approves the one and closes the other, an owner claims a
 * listing through the link the test's SMTP server received, and the audit trail lists each change.
 * Each browser project works on stores of its own, as a visitor of its own (X-Forwarded-For), so
 * its sign-ins and forms count apart from the other tests'.
 */

/** Per project: a store to suggest, a Boise store to report and close, a Billings store to claim. */
const PROJECTS = {
  desktop: { suggest: { name: 'Prairie Wind Resale', address: '1701 Capitol Ave' }, index: 0, client: '198.51.100.21' },
  mobile: { suggest: { name: 'High Plains Consignment', address: '2020 Carey Ave' }, index: 1, client: '198.51.100.22' },
} as const;
type ProjectName = keyof typeof PROJECTS;

const projectOf = (name: string) => PROJECTS[name as ProjectName];

async function storesOf(page: Page, state: string, city: string): Promise<CityStores['stores']> {
  const response = await page.request.get(`/api/states/${state}/cities/${city}/stores?limit=100`);
  return ((await response.json()) as CityStores).stores;
}

test.describe('keeping the directory true', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': projectOf(testInfo.project.name).client });
  });

  test('a visitor suggests a store and reports a problem; the administrator lists the one and closes the other', async ({
    page,
  }, testInfo) => {
    test.slow();
    const project = projectOf(testInfo.project.name);
    const boise = await storesOf(page, 'idaho', 'boise');
    // The least reviewed of Boise's, one per project.
    const reported = boise[boise.length - 1 - project.index]!;

    // A visitor suggests a store.
    await page.goto('/suggest-a-store');
    await expectNoAxeViolations(page);
    await page.getByLabel('Store name', { exact: true }).fill(project.suggest.name);
    await page.getByLabel('Street address', { exact: true }).fill(project.suggest.address);
    await page.getByLabel('City', { exact: true }).fill('Cheyenne');
    await page.getByLabel('State', { exact: true }).selectOption('wyoming');
    await page.getByLabel('ZIP code', { exact: true }).fill('82001');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('(307) 555-0123');
    await page.getByRole('checkbox', { name: 'Clothing' }).check();
    await page.getByRole('button', { name: 'Send suggestion' }).click();
    const differentStore = page.getByRole('button', { name: "No, it's a different store" });
    const sent = page.getByRole('heading', { name: /Thank you/ });
    await expect(sent.or(differentStore)).toBeVisible({ timeout: 15_000 });
    if (await differentStore.isVisible()) await differentStore.click();
    await expect(page.getByText(`We will check ${project.suggest.name} and list it once it is confirmed.`)).toBeVisible({
      timeout: 15_000,
    });

    // A visitor reports a problem on a store's page.
    const reportedPath = `/idaho/boise/${reported.slug}`;
    await page.goto(reportedPath);
    await page.getByRole('button', { name: 'Report a problem' }).click();
    await page.getByRole('radio', { name: 'Closed for good' }).check();
    await page.getByRole('textbox', { name: /^Details/ }).fill('The windows are papered over; the phone is disconnected.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText(`We will check ${reported.businessName}'s listing.`)).toBeVisible({ timeout: 15_000 });

    // The administrator sees both, lists the store and closes the reported one.
    await page.goto('/admin');
    await signInAsAdmin(page);
    const suggestion = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: project.suggest.name }) });
    await expect(suggestion).toContainText(project.suggest.address);
    const reports = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: reported.businessName }) })
      .first();
    await expect(reports).toContainText('Closed for good');
    await expect(reports).toContainText('The windows are papered over');
    await expectNoAxeViolations(page);

    await runAlone(page, DIRECTORY_FIGURES, async () => {
      await page.getByRole('button', { name: `Approve ${project.suggest.name}` }).click();
      await expect(page.getByText(`Approved ${project.suggest.name}.`)).toBeVisible();
      await reports.getByRole('button', { name: `Mark closed ${reported.businessName}` }).click();
      await page.getByLabel(`Why mark ${reported.businessName} closed?`).fill('Closed for good: confirmed by phone');
      await page.getByRole('button', { name: `Mark closed ${reported.businessName}` }).click();
      await expect(page.getByRole('heading', { name: 'Closed stores' })).toBeVisible();
    });
    const listedLink = page.getByRole('link', { name: new RegExp(`/wyoming/cheyenne/`) }).first();
    const listedPath = (await listedLink.getAttribute('href'))!;
    expect(listedPath).toMatch(/^\/wyoming\/cheyenne\/[a-z0-9-]+$/);

    // The new store: its page, its city, search, the map and the sitemap.
    await page.goto(listedPath);
    await expect(page.getByRole('heading', { level: 1, name: project.suggest.name })).toBeVisible();
    await page.goto('/wyoming/cheyenne');
    await expect(page.getByRole('link', { name: project.suggest.name }).first()).toBeVisible();
    await page.goto(`/search?q=${encodeURIComponent(project.suggest.name)}`);
    await expect(page.getByRole('link', { name: project.suggest.name }).first()).toBeVisible();
    const map = (await (await page.request.get('/api/stores/map')).json()) as StoreMapItem[];
    expect(map.some((store) => `/${store.stateSlug}/${store.citySlug}/${store.slug}` === listedPath)).toBe(true);
    // As the admin page's button does (its session cookie is the page's), once no other regeneration runs.
    await runAlone(page, 'sitemap-regeneration', async () => {
      expect((await page.request.post('/api/regenerate-sitemap', { timeout: 60_000 })).status()).toBe(200);
    });
    expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`${listedPath}</loc>`);

    // The closed store: a 410 page that says so and points to open stores, gone from its city and search.
    const gone = await page.goto(reportedPath);
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1, name: `${reported.businessName} has closed` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Open stores nearby' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/idaho/boise');
    await expect(page.getByRole('link', { name: reported.businessName, exact: true })).toHaveCount(0);
    expect((await storesOf(page, 'idaho', 'boise')).map((store) => store.slug)).not.toContain(reported.slug);
    const found = (await (
      await page.request.get(`/api/stores/search?query=${encodeURIComponent(reported.businessName)}`)
    ).json()) as CityStores;
    expect(found.stores.map((store) => store.slug)).not.toContain(reported.slug);

    // The audit trail lists both changes; reopening puts the store back (and leaves the directory as other tests expect it).
    await page.goto('/admin');
    await page.getByRole('textbox', { name: 'Store address or slug' }).fill(reportedPath);
    await page.getByRole('button', { name: 'Show audit trail' }).click();
    await expect(page.getByText('Closed for good: confirmed by phone')).toBeVisible();
    await runAlone(page, DIRECTORY_FIGURES, async () => {
      await page.getByRole('button', { name: `Reopen ${reported.businessName}` }).click();
      await page.getByLabel(`Why reopen ${reported.businessName}?`).fill('End of the test: open again');
      const reopened = page.waitForResponse((response) => response.url().endsWith(`/api/admin/stores/${reported.slug}/reopen`));
      await page.getByRole('button', { name: `Reopen ${reported.businessName}` }).click();
      expect((await reopened).status()).toBe(204);
      await expect(page.getByRole('listitem').filter({ hasText: 'End of the test: open again' }).first()).toBeVisible();
    });
    expect((await page.request.get(`/api/stores/${reported.slug}`)).status()).toBe(200);
  });

  test('an owner claims a listing with the e-mailed link, sets the hours and adds a photo; the store page and the audit trail show them', async ({
    page,
  }, testInfo) => {
    test.slow();
    const project = projectOf(testInfo.project.name);
    const billings = await storesOf(page, 'montana', 'billings');
    const store = billings.filter((entry) => entry.website)[project.index]!;
    const email = `owner@${new URL(store.website!).hostname.replace(/^www\./, '')}`;
    const storePath = `/montana/billings/${store.slug}`;

    await page.goto(storePath);
    await page.getByRole('link', { name: /Claim this listing/ }).click();
    await expect(page).toHaveURL(`/claim-listing/${store.slug}`);
    await page.getByLabel('Your e-mail address').fill(email);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible({ timeout: 15_000 });

    const mail = await mailTo(email);
    expect(mail.subject).toBe(`Your link to manage ${store.businessName} on Consignment Store Finder`);
    const link = new URL(/https?:\/\/\S+\/claim\?\S+/.exec(mail.text)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect(page).toHaveURL('/owner');
    await expect(page.getByRole('link', { name: store.businessName })).toBeVisible();

    // Monday's hours, in the store's own time.
    await page.getByLabel('Monday Opens').fill('10:00');
    await page.getByLabel('Monday Closes').fill('18:30');
    await page.getByLabel('Sunday Closed').check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved. Your changes show on your store page now.')).toBeVisible();

    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8a5a44' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Add a photo').setInputFiles({ name: 'storefront.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('img', { name: `Photo 1 of ${store.businessName}` })).toBeVisible({ timeout: 15_000 });

    await page.goto(storePath);
    await expect(page.getByText('Hours from the owner')).toBeVisible();
    await page.getByRole('button', { name: /Show All Hours/ }).click();
    await expect(page.getByText('10:00 AM - 6:30 PM')).toBeVisible();
    const shown = page.getByRole('img', { name: `Photo 1 of ${store.businessName}` }).first();
    await expect(shown).toBeVisible();
    expect(await shown.getAttribute('src')).toMatch(/^\/store-photos\/[0-9a-f]{32}\.webp$/);
    await expect(page.getByText('Claimed by its owner')).toBeVisible();

    // The administrator's audit trail lists the owner's changes.
    await page.goto('/admin');
    await signInAsAdmin(page);
    await page.getByRole('textbox', { name: 'Store address or slug' }).fill(store.slug);
    await page.getByRole('button', { name: 'Show audit trail' }).click();
    for (const action of ['Claim verified', 'Edited', 'Photo added'])
      await expect(page.getByText(action, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`owner (${email})`).first()).toBeVisible();

    // The administrator takes the listing from its owner: signed out at once, and the trail says why.
    const revoke = page.getByRole('button', { name: `Revoke ${email} as the owner of ${store.businessName}` });
    await revoke.click();
    await page.getByRole('textbox', { name: `Why take the listing from ${email}?` }).fill('The shop was sold');
    await expectNoAxeViolations(page);
    await revoke.click();
    await expect(page.getByText(`Revoked ${email} as the owner of ${store.businessName}.`)).toBeVisible();
    await expect(page.getByText('No verified owner manages this listing.')).toBeVisible();
    await expect(page.getByText('Owner revoked', { exact: true })).toBeVisible();
    await expect(page.getByText('The shop was sold')).toBeVisible();
    await page.goto('/owner');
    await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
  });
});
