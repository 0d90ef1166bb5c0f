import { expect } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { CityDetail, CityStores, StoreDetail, StoreMapItem } from '../src/contracts/api.contract';
import type { PriceComparison } from '../src/contracts/consignment-terms';
import {
  AUDIT_PAGE_SIZE,
  CONTRIBUTIONS_PER_DAY,
  OWNER_CHANGES_PER_HOUR,
  type ClosedStore,
  type ModerationQueue,
  type OwnerListing,
  type StoreAudit,
} from '../src/contracts/contributions.contract';
import { FormTickets } from '../src/contributions/form-tickets.service';
import { StoreImporter } from '../src/database/import/store-importer';
import { Mailer } from '../src/mail/mailer.service';
import { signIn } from './admin-session';
import { errorMessage } from './api-error';
import { useTestApp } from './test-app';
import { storeCsv, type StoreCsvRow } from './store-csv';
import { queryDatabase } from './test-database';
import { claimToken, TestSmtpServer } from './test-smtp';

const PASSWORD = 'a-test-admin-password';
const smtp = new TestSmtpServer();
let smtpUrl = '';
beforeAll(async () => {
  smtpUrl = await smtp.start();
});
afterAll(() => smtp.stop());

/** A Monday-to-Sunday week of the owner's own hours. */
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) =>
  day === 'Sunday' ? { day, open: '00:00', close: '00:00', isClosed: true } : { day, open: '10:00', close: '18:30', isClosed: false },
);

describe('visitors, owners and the administrator keep the directory true', () => {
  // Each test is its own visitor (X-Forwarded-For from the trusted loopback proxy): the forms' limits count per client.
  const testApp = useTestApp(() => ({ ADMIN_PASSWORD: PASSWORD, SMTP_URL: smtpUrl, TRUST_PROXY: 'loopback' }));
  let visitor = 0;
  let client = '';
  let admin = '';
  beforeEach(() => {
    visitor += 1;
    client = `203.0.113.${visitor}`;
  });
  beforeAll(async () => {
    admin = await signIn(testApp.app, PASSWORD);
  });
  const get = (path: string) => testApp.http().get(path).set('X-Forwarded-For', client);
  const post = (path: string) => testApp.http().post(path).set('X-Forwarded-For', client);
  const asAdmin = (method: 'get' | 'post', path: string) => testApp.http()[method](path).set('Cookie', admin);
  /** A ticket as a form shown 5 seconds ago has it. */
  const ticket = () => testApp.app.get(FormTickets).issue(Date.now() - 5_000);
  const db = <Row extends object>(sql: string, params: unknown[] = []) => queryDatabase<Row>(testApp.database.url, sql, params);

  /** Signs an owner in through the e-mailed link; answers the session cookie. */
  const ownerSession = async (storeSlug: string, email: string) => {
    await post(`/api/stores/${storeSlug}/claims`)
      .send({ ticket: await ticket(), email })
      .expect(202);
    const confirmed = await post('/api/owner/confirm')
      .send({ token: claimToken(await smtp.messageTo(email)) })
      .expect(200);
    return {
      listing: confirmed.body as OwnerListing,
      cookie: ([] as string[]).concat(confirmed.headers['set-cookie'] ?? [])[0]!.split(';')[0]!,
    };
  };
  /** The `offset`th store with a www. website, and an owner's address at its domain. */
  const storeAndOwnerAddress = async (offset: number, name: string) => {
    const [store] = await db<{ slug: string; website: string }>(
      `select slug, website from store where website like 'https://www.%' order by id limit 1 offset $1`,
      [offset],
    );
    return { store: store!, email: `${name}@${new URL(store!.website).hostname.replace(/^www\./, '')}` };
  };

  const suggestion = async (overrides: Record<string, unknown> = {}) => ({
    ticket: await ticket(),
    businessName: 'Second Chance Closet',
    address: '1201 S Lamar Blvd',
    city: 'Austin',
    stateSlug: 'texas',
    zipCode: '78704',
    phone: '(512) 555-0142',
    website: 'https://secondchancecloset.example.com',
    sells: ['sellClothes', 'sellJewelry'],
    note: 'Opened this spring',
    email: 'neighbour@example.org',
    ...overrides,
  });

  describe('forms a robot would fill', () => {
    it('refuses a form sent within seconds of showing, one with its hidden field filled, and a forged ticket, saying what to do', async () => {
      const quick = await testApp.app.get(FormTickets).issue();
      const tooQuick = await post('/api/store-suggestions')
        .send(await suggestion({ ticket: quick }))
        .expect(400);
      expect(errorMessage(tooQuick)).toBe('The form was sent too quickly: wait 3 seconds and send it again');
      const honeypot = await post('/api/store-suggestions')
        .send(await suggestion({ homepage: 'https://spam.example' }))
        .expect(400);
      expect(errorMessage(honeypot)).toMatch(/Leave the field "homepage" empty/);
      const forged = await post('/api/store-suggestions')
        .send(await suggestion({ ticket: `${Date.now() - 10_000}.nonce.forged-signature` }))
        .expect(400);
      expect(errorMessage(forged)).toBe('The form ticket is not valid: reload the page and send it again');
      const stale = await post('/api/store-suggestions')
        .send(await suggestion({ ticket: await testApp.app.get(FormTickets).issue(Date.now() - 25 * 3_600_000) }))
        .expect(400);
      expect(errorMessage(stale)).toMatch(/more than a day old/);
      expect(await db('select id from store_suggestion')).toEqual([]);
    });

    it('takes a ticket once: the same form sent again is refused, and a form refused for a mistake keeps its ticket', async () => {
      const body = await suggestion({ businessName: 'Sent Twice' });
      expect(
        errorMessage(
          await post('/api/store-suggestions')
            .send({ ...body, zipCode: '97201' })
            .expect(400),
        ),
      ).toMatch(/is in OR/);
      await post('/api/store-suggestions').send(body).expect(201);
      const again = await post('/api/store-suggestions').send(body).expect(400);
      expect(errorMessage(again)).toBe('This form was already sent: reload the page to send another');
      expect(await db(`select id from store_suggestion where business_name = 'Sent Twice'`)).toHaveLength(1);
    });

    it('gives a fresh ticket to every form, never cached', async () => {
      const response = await get('/api/forms/ticket').expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect((response.body as { ticket: string }).ticket).toMatch(/^\d+\.[\w-]{12}\.[\w-]{43}$/);
    });
  });

  describe('suggesting a store', () => {
    it('checks every field and says what is wrong: state and ZIP code must agree', async () => {
      const before = await db('select id from store_suggestion');
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ zipCode: '97201' }, /^ZIP code 97201 is in OR, not Texas$/],
        [{ zipCode: '00000' }, /not a US ZIP code we know/],
        [{ zipCode: '787' }, /ZIP code must be 5 digits/],
        [{ stateSlug: 'atlantis' }, /state must be one of the states/],
        [{ businessName: ' ' }, /store name must have letters or digits/],
        [{ businessName: 'A' }, /store name must be at least 2 characters/],
        [{ website: 'javascript:alert(1)' }, /website must be an address such as https:\/\/example.com/],
        [{ phone: 'call us' }, /phone may contain only digits, spaces and/],
        [{ sells: ['sellCars'] }, /what it sells must name kinds of goods from the list/],
        [{ email: 'not-an-address' }, /e-mail must be an address/],
        [{ note: 'x'.repeat(2001) }, /note must be at most 2000 characters/],
        [{ extra: 'field' }, /property extra should not exist/],
        [{ note: 'a\u0000b' }, /^note must not contain a NUL character \(U\+0000\) \(after “a”\)$/],
        [{ businessName: 'Bad\u0007Name' }, /^businessName must not contain the control character U\+0007 \(after “Bad”\)$/],
        [
          { businessName: 'Elmo\u202Es Boutique' },
          /^businessName must not contain the direction-changing character U\+202E \(after “Elmo”\)$/,
        ],
        [{ businessName: 'Elmo\u200Bs Boutique' }, /^businessName must not contain the invisible character U\+200B \(after “Elmo”\)$/],
        [
          { email: '\ud800@example.com' },
          /^email must not contain a lone surrogate \(U\+D800\), which is not a character \(at its start\)$/,
        ],
        [{ website: 'https://a\ud800.example.com' }, /^website must not contain a lone surrogate/],
        [{ website: 'http://secondchancecloset.example.com@evil.example' }, /website must be an address such as https:\/\/example.com/],
        [{ email: '"a b"@example.com' }, /e-mail must be an address such as name@example.com/],
        [{ city: '??' }, /^city must name a city$/],
      ];
      for (const [index, [fields, message]] of cases.entries()) {
        // A visitor each: five forms a minute are one visitor's limit.
        const response = await testApp
          .http()
          .post('/api/store-suggestions')
          .set('X-Forwarded-For', `198.51.100.${index}`)
          .send(await suggestion(fields))
          .expect(400);
        expect(errorMessage(response)).toMatch(message);
      }
      const huge = await post('/api/store-suggestions')
        .send(await suggestion({ note: 'x'.repeat(20_000) }))
        .expect(413);
      expect(errorMessage(huge)).toBe('Request body is too large');
      expect(await db('select id from store_suggestion')).toEqual(before);
    });

    it('offers the listed stores at that address first ("Is it one of these?")', async () => {
      const [listed] = await db<{ address: string; zip_code: string; business_name: string; slug: string }>(
        `select address, zip_code, business_name, slug from store order by id limit 1`,
      );
      const response = await get(
        `/api/store-suggestions/matches?address=${encodeURIComponent(listed!.address)}&zipCode=${listed!.zip_code}`,
      ).expect(200);
      expect((response.body as { stores: { slug: string }[] }).stores.map((store) => store.slug)).toContain(listed!.slug);
      const none = await get('/api/store-suggestions/matches?address=1%20Nowhere%20Rd&zipCode=78704').expect(200);
      expect(none.body).toEqual({ stores: [] });
    });

    it('keeps a suggestion for the administrator, who approves it: the store is in its city, search, the map and the sitemap, and its suggester hears', async () => {
      const sent = await post('/api/store-suggestions')
        .send(await suggestion())
        .expect(201);
      expect(sent.body).toEqual({ message: 'Thank you. We will check Second Chance Closet and list it once it is confirmed.' });
      const before = (await get('/api/states/texas/cities/austin').expect(200)).body as CityDetail;

      const queue = (await asAdmin('get', '/api/admin/moderation').expect(200)).body as ModerationQueue;
      expect(queue.counts.suggestions).toBe(queue.suggestions.length);
      const item = queue.suggestions.find((entry) => entry.businessName === 'Second Chance Closet')!;
      expect(item).toMatchObject({
        businessName: 'Second Chance Closet',
        state: 'Texas',
        zipCode: '78704',
        sells: ['sellClothes', 'sellJewelry'],
      });

      const approved = await asAdmin('post', `/api/admin/moderation/suggestions/${item.id}/approve`).expect(201);
      expect(approved.body).toEqual({ slug: 'second-chance-closet-austin', path: '/texas/austin/second-chance-closet-austin' });
      await asAdmin('post', `/api/admin/moderation/suggestions/${item.id}/approve`).expect(409);

      const store = (await get('/api/stores/second-chance-closet-austin').expect(200)).body as StoreDetail;
      expect(store).toMatchObject({
        city: 'Austin',
        zipCode: '78704',
        phone: '(512) 555-0142',
        timeZone: 'America/Chicago',
        sellClothes: true,
      });
      const city = (await get('/api/states/texas/cities/austin').expect(200)).body as CityDetail;
      expect(city.storeCount).toBe(before.storeCount + 1);
      const listed = await get('/api/states/texas/cities/austin/stores?limit=100').expect(200);
      expect((listed.body as { stores: { slug: string }[] }).stores.map((entry) => entry.slug)).toContain('second-chance-closet-austin');
      const found = await get('/api/stores/search?query=second%20chance%20closet').expect(200);
      expect((found.body as { stores: { slug: string }[] }).stores[0]?.slug).toBe('second-chance-closet-austin');
      const map = await get('/api/stores/map').expect(200);
      expect((map.body as StoreMapItem[]).some((entry) => entry.slug === 'second-chance-closet-austin')).toBe(true);
      await asAdmin('post', '/api/regenerate-sitemap').expect(200);
      expect((await get('/sitemap.xml').expect(200)).text).toContain('/texas/austin/second-chance-closet-austin</loc>');

      const mail = await smtp.messageTo('neighbour@example.org');
      expect(mail.subject).toBe('Second Chance Closet is now on Consignment Store Finder');
      expect(mail.text).toContain('https://directory.test/texas/austin/second-chance-closet-austin');
      const audit = (await asAdmin('get', '/api/admin/stores/second-chance-closet-austin/audit').expect(200)).body as StoreAudit;
      expect(audit.entries.map((entry) => [entry.action, entry.actor])).toEqual([['created', 'administrator']]);
    });

    it('rejects one with a reason, and merges one that repeats a listed store into it', async () => {
      await post('/api/store-suggestions')
        .send(await suggestion({ businessName: 'Nothing Here', address: '9 Nowhere Rd' }))
        .expect(201);
      const [listed] = await db<{ slug: string; address: string; zip_code: string; state: string }>(
        `select st.slug, st.address, st.zip_code, s.slug as state from store st join city c on c.id = st.city_id join state s on s.id = c.state_id
          where st.website is null and s.slug = 'texas' and st.zip_code like '7%' order by st.id limit 1`,
      );
      await post('/api/store-suggestions')
        .send(
          await suggestion({
            businessName: 'Same Store',
            address: listed!.address,
            zipCode: listed!.zip_code,
            website: 'https://same.example.com',
            city: 'Somewhere',
          }),
        )
        .expect(201);
      const queue = (await asAdmin('get', '/api/admin/moderation').expect(200)).body as ModerationQueue;
      const nothing = queue.suggestions.find((item) => item.businessName === 'Nothing Here')!;
      const same = queue.suggestions.find((item) => item.businessName === 'Same Store')!;
      expect(same.possibleDuplicates.map((store) => store.slug)).toContain(listed!.slug);

      const noReason = await asAdmin('post', `/api/admin/moderation/suggestions/${nothing.id}/reject`).send({}).expect(400);
      expect(errorMessage(noReason)).toBe('reason is required');
      await asAdmin('post', `/api/admin/moderation/suggestions/${nothing.id}/reject`)
        .send({ reason: 'No such store at that address' })
        .expect(204);
      await asAdmin('post', `/api/admin/moderation/suggestions/${same.id}/merge`).send({ storeSlug: listed!.slug }).expect(204);

      expect(((await get(`/api/stores/${listed!.slug}`).expect(200)).body as StoreDetail).website).toBe('https://same.example.com');
      const rows = await db<{ status: string; reason: string | null }>(
        `select status, reason from store_suggestion where id = any($1) order by id`,
        [[nothing.id, same.id]],
      );
      expect(rows).toEqual([
        { status: 'rejected', reason: 'No such store at that address' },
        { status: 'merged', reason: null },
      ]);
      const audit = (await asAdmin('get', `/api/admin/stores/${listed!.slug}/audit`).expect(200)).body as StoreAudit;
      expect(audit.entries[0]).toMatchObject({
        action: 'merged',
        before: { website: null },
        after: { website: 'https://same.example.com' },
        revertible: true,
      });
    });

    it('takes five forms a minute from one address and refuses the rest of 10,000 with 429, keeping every one it took', async () => {
      const before = (await db<{ count: number }>('select count(*)::int as count from store_suggestion'))[0]!.count;
      const statuses: number[] = [];
      for (let sent = 0; sent < 10_000; sent += 100) {
        const bodies = await Promise.all(Array.from({ length: 100 }, (_, n) => suggestion({ businessName: `Flood ${sent + n}` })));
        const batch = await Promise.all(bodies.map((body) => post('/api/store-suggestions').send(body)));
        statuses.push(...batch.map((response) => response.status));
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(9_995);
      const refused = await post('/api/store-suggestions')
        .send(await suggestion())
        .expect(429);
      expect(errorMessage(refused)).toMatch(
        /^Too many forms sent: at most 5 a minute\. Try again in \d+ seconds; what you typed is kept\.$/,
      );
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect((await db<{ count: number }>('select count(*)::int as count from store_suggestion'))[0]!.count).toBe(before + 5);
    });
  });

  describe('reporting a problem and closing a store', () => {
    it('groups reports by store; closing one answers 410, takes it out of every list, and reopening puts it back', async () => {
      const [target] = await db<{ slug: string; city: string; state: string; business_name: string }>(
        `select st.slug, c.slug as city, s.slug as state, st.business_name from store st join city c on c.id = st.city_id join state s on s.id = c.state_id
          where c.store_count > 3 and st.latitude is not null order by st.number_of_reviews desc nulls last limit 1`,
      );
      const { slug, city, state } = target!;
      const bad = await post(`/api/stores/${slug}/reports`)
        .send({ ticket: await ticket(), problem: 'gone' })
        .expect(400);
      expect(errorMessage(bad)).toMatch(/^problem must be one of: closed, moved, hours/);
      await post(`/api/stores/${slug}/reports`)
        .send({ ticket: await ticket(), problem: 'closed', note: 'Empty shop since October' })
        .expect(201);
      await post(`/api/stores/${slug}/reports`)
        .send({ ticket: await ticket(), problem: 'hours', email: 'Shopper@Example.org' })
        .expect(201);
      await post('/api/stores/no-such-store/reports')
        .send({ ticket: await ticket(), problem: 'closed' })
        .expect(404);

      const queue = (await asAdmin('get', '/api/admin/moderation').expect(200)).body as ModerationQueue;
      const group = queue.reports.find((entry) => entry.store.slug === slug)!;
      expect(group.reports.map((report) => [report.problem, report.note, report.email])).toEqual([
        ['closed', 'Empty shop since October', null],
        ['hours', null, 'shopper@example.org'],
      ]);

      const cityBefore = (await get(`/api/states/${state}/cities/${city}`).expect(200)).body as CityDetail;
      await asAdmin('post', `/api/admin/stores/${slug}/close`).send({ reason: 'Closed for good: confirmed by phone' }).expect(204);
      await asAdmin('post', `/api/admin/stores/${slug}/close`).send({ reason: 'Again' }).expect(409);

      const gone = await get(`/api/stores/${slug}`).expect(410);
      expect(errorMessage(gone)).toBe(`${target!.business_name} has closed`);
      const closed = (await get(`/api/closed-stores/${slug}`).expect(200)).body as ClosedStore;
      expect(closed).toMatchObject({ slug, businessName: target!.business_name, citySlug: city, stateSlug: state });
      expect(closed.nearby.length).toBeGreaterThan(0);
      expect(closed.nearby.map((store) => store.slug)).not.toContain(slug);
      expect(closed.nearby.map((store) => store.distance)).toEqual([...closed.nearby.map((store) => store.distance)].sort((a, b) => a - b));
      await get(`/api/closed-stores/${closed.nearby[0]!.slug}`).expect(404);

      expect(((await get(`/api/states/${state}/cities/${city}`).expect(200)).body as CityDetail).storeCount).toBe(
        cityBefore.storeCount - 1,
      );
      const listed = await get(`/api/states/${state}/cities/${city}/stores?limit=100`).expect(200);
      expect((listed.body as { stores: { slug: string }[] }).stores.map((store) => store.slug)).not.toContain(slug);
      const search = await get(`/api/stores/search?query=${encodeURIComponent(target!.business_name)}`).expect(200);
      expect((search.body as { stores: { slug: string }[] }).stores.map((store) => store.slug)).not.toContain(slug);
      const map = await get('/api/stores/map').expect(200);
      expect((map.body as StoreMapItem[]).some((entry) => entry.slug === slug)).toBe(false);
      await asAdmin('post', '/api/regenerate-sitemap').expect(200);
      expect((await get('/sitemap.xml').expect(200)).text).not.toContain(`/${slug}</loc>`);
      await post(`/api/stores/${slug}/reports`)
        .send({ ticket: await ticket(), problem: 'closed' })
        .expect(410);
      const after = (await asAdmin('get', '/api/admin/moderation').expect(200)).body as ModerationQueue;
      expect(after.reports.some((entry) => entry.store.slug === slug)).toBe(false);
      expect(after.closedStores[0]).toMatchObject({ slug });

      await asAdmin('post', `/api/admin/stores/${slug}/reopen`).send({ reason: 'Reopened under the same name' }).expect(204);
      expect(((await get(`/api/stores/${slug}`).expect(200)).body as StoreDetail).slug).toBe(slug);
      expect(((await get(`/api/states/${state}/cities/${city}`).expect(200)).body as CityDetail).storeCount).toBe(cityBefore.storeCount);
      const audit = (await asAdmin('get', `/api/admin/stores/${slug}/audit`).expect(200)).body as StoreAudit;
      expect(audit.entries.map((entry) => [entry.action, entry.reason])).toEqual([
        ['reopened', 'Reopened under the same name'],
        ['closed', 'Closed for good: confirmed by phone'],
      ]);
    });

    it("keeps a closed store closed, and an owner's words, when the operator imports the file again", async () => {
      const [closing, owned] = await db<StoreCsvRow & { id: number }>(
        `select st.id, st.slug, st.business_name as "businessName", st.address, c.name as city, s.abbreviation as state, st.zip_code as "zipCode",
                st.phone, st.website
           from store st join city c on c.id = st.city_id join state s on s.id = c.state_id order by st.id desc limit 2`,
      );
      await asAdmin('post', `/api/admin/stores/${closing!.slug}/close`).send({ reason: 'Closed' }).expect(204);
      await db(`update store set phone = '(555) 555-0100', owner_edited_at = now() where id = $1`, [owned!.id]);
      const folder = await mkdtemp(join(tmpdir(), 'closed-import-'));
      const file = join(folder, 'stores.csv');
      const row = ({ id: _id, ...fields }: StoreCsvRow & { id: number }) => ({
        ...fields,
        phone: '(999) 555-0199',
        businessName: `${fields.businessName}`,
      });
      await writeFile(file, storeCsv([row(closing!), row(owned!)]));
      try {
        const report = await testApp.app.get(StoreImporter).importFile(file);
        expect(report.committed).toBe(true);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
      await get(`/api/stores/${closing!.slug}`).expect(410);
      expect(((await get(`/api/stores/${owned!.slug}`).expect(200)).body as StoreDetail).phone).toBe('(555) 555-0100');
    });
  });

  describe('claiming a listing', () => {
    const storeWithWebsite = async () =>
      (
        await db<{ slug: string; website: string; business_name: string }>(
          `select slug, website, business_name from store where website like 'https://www.%' order by id limit 1 offset $1`,
          [visitor],
        )
      )[0]!;

    it("verifies an address at the store's website by the e-mailed link alone; the link works once; the owner edits hours and they show at once", async () => {
      const store = await storeWithWebsite();
      const email = `Owner@${new URL(store.website).hostname.replace(/^www\./, '')}`;
      const claimed = await post(`/api/stores/${store.slug}/claims`)
        .send({ ticket: await ticket(), email })
        .expect(202);
      expect(errorMessage(claimed)).toBe(`We sent a link to ${email.toLowerCase()}. It works once, for 24 hours.`);
      const mail = await smtp.messageTo(email);
      expect(mail.subject).toBe(`Your link to manage ${store.business_name} on Consignment Store Finder`);
      const token = claimToken(mail);
      expect(
        (await db<{ token_hash: string }>('select token_hash from store_claim where email = $1', [email.toLowerCase()]))[0]!.token_hash,
      ).not.toContain(token);

      const confirmed = await post('/api/owner/confirm').send({ token }).expect(200);
      const cookie = ([] as string[]).concat(confirmed.headers['set-cookie'] ?? [])[0]!;
      expect(cookie).toMatch(/^__Host-owner_session=[\w-]{43}; .*HttpOnly/);
      expect((confirmed.body as OwnerListing).status).toBe('verified');
      const reused = await post('/api/owner/confirm').send({ token }).expect(410);
      expect(errorMessage(reused)).toMatch(/^This link was already used/);

      const session = cookie.split(';')[0]!;
      const edit = {
        hours: WEEK,
        phone: '(907) 555-0199',
        website: store.website,
        description: 'Designer clothing on consignment.',
        sells: ['sellClothes'],
      };
      const badHours = await testApp
        .http()
        .put('/api/owner/listing')
        .set('Cookie', session)
        .send({ ...edit, hours: WEEK.slice(1) })
        .expect(400);
      expect(errorMessage(badHours)).toMatch(/one row for each day/);
      const badTime = await testApp
        .http()
        .put('/api/owner/listing')
        .set('Cookie', session)
        .send({ ...edit, hours: [{ ...WEEK[0], open: '25:00' }, ...WEEK.slice(1)] })
        .expect(400);
      expect(errorMessage(badTime)).toMatch(/opening times must be 24-hour times/);
      const saved = await testApp.http().put('/api/owner/listing').set('Cookie', session).send(edit).expect(200);
      expect((saved.body as OwnerListing).ownHours).toBe(true);

      const page = (await get(`/api/stores/${store.slug}`).expect(200)).body as StoreDetail;
      expect(page).toMatchObject({
        ownHours: true,
        claimed: true,
        phone: '(907) 555-0199',
        seoDescription: 'Designer clothing on consignment.',
      });
      expect(page.hours[0]).toEqual({ day: 'Monday', open: '10:00', close: '18:30', isClosed: false });
      expect(page.hours[6]).toMatchObject({ day: 'Sunday', isClosed: true });

      const audit = (await asAdmin('get', `/api/admin/stores/${store.slug}/audit`).expect(200)).body as StoreAudit;
      const edited = audit.entries.find((entry) => entry.action === 'edited')!;
      expect(edited.actor).toBe(`owner (${email.toLowerCase()})`);
      expect(Object.keys(edited.after!).sort()).toEqual(['description', 'hours', 'phone', 'sells']);
      // The administrator undoes it: the generated hours and the old phone are back.
      await asAdmin('post', `/api/admin/audit/${edited.id}/revert`).expect(200);
      const reverted = (await get(`/api/stores/${store.slug}`).expect(200)).body as StoreDetail;
      expect(reverted.ownHours).toBe(false);
      expect(reverted.phone).toBe(edited.before!.phone);
      await asAdmin('post', `/api/admin/audit/${edited.id}/revert`).expect(409);
    });

    it('sends another address to review: the owner waits, the administrator approves, then the owner edits', async () => {
      const store = await storeWithWebsite();
      await post(`/api/stores/${store.slug}/claims`)
        .send({ ticket: await ticket(), email: 'manager@gmail.example' })
        .expect(202);
      const confirmed = await post('/api/owner/confirm')
        .send({ token: claimToken(await smtp.messageTo('manager@gmail.example')) })
        .expect(200);
      expect((confirmed.body as OwnerListing).status).toBe('review');
      const session = ([] as string[]).concat(confirmed.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
      const edit = { hours: [], phone: null, website: null, description: null, sells: [] };
      const waiting = await testApp.http().put('/api/owner/listing').set('Cookie', session).send(edit).expect(403);
      expect(errorMessage(waiting)).toMatch(/waits for an administrator/);

      const queue = (await asAdmin('get', '/api/admin/moderation').expect(200)).body as ModerationQueue;
      const claim = queue.claims.find((entry) => entry.email === 'manager@gmail.example')!;
      expect(claim.store.slug).toBe(store.slug);
      await asAdmin('post', `/api/admin/moderation/claims/${claim.id}/approve`).expect(204);
      await testApp
        .http()
        .put('/api/owner/listing')
        .set('Cookie', session)
        .send({ ...edit, phone: '(212) 555-0100' })
        .expect(200);
      expect(((await get(`/api/stores/${store.slug}`).expect(200)).body as StoreDetail).phone).toBe('(212) 555-0100');
    });

    it('refuses an expired link, a made-up one, and any owner call without a session', async () => {
      const store = await storeWithWebsite();
      await post(`/api/stores/${store.slug}/claims`)
        .send({ ticket: await ticket(), email: 'late@example.net' })
        .expect(202);
      const token = claimToken(await smtp.messageTo('late@example.net'));
      await db(`update store_claim set link_expires_at = now() - interval '1 minute' where email = 'late@example.net'`);
      expect(errorMessage(await post('/api/owner/confirm').send({ token }).expect(410))).toMatch(/^This link has expired/);
      expect(
        errorMessage(
          await post('/api/owner/confirm')
            .send({ token: 'x'.repeat(43) })
            .expect(400),
        ),
      ).toMatch(/^This link is not valid/);
      expect(errorMessage(await post('/api/owner/confirm').send({ token: 'short' }).expect(400))).toMatch(/copy the whole address/);
      await testApp.http().get('/api/owner/listing').expect(401);
      await testApp.http().get('/api/owner/listing').set('Cookie', 'owner_session=made-up').expect(401);
      await testApp.http().post('/api/owner/listing/photos').expect(401);
      await post(`/api/stores/${store.slug}/claims`)
        .send({ ticket: await ticket(), email: 'nobody' })
        .expect(400);
    });

    it('re-encodes a photo as a WebP without its metadata, refuses what is not an image or too large, and keeps at most five', async () => {
      const store = await storeWithWebsite();
      const email = `photos@${new URL(store.website).hostname.replace(/^www\./, '')}`;
      await post(`/api/stores/${store.slug}/claims`)
        .send({ ticket: await ticket(), email })
        .expect(202);
      const confirmed = await post('/api/owner/confirm')
        .send({ token: claimToken(await smtp.messageTo(email)) })
        .expect(200);
      const session = ([] as string[]).concat(confirmed.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
      const upload = (body: Buffer, name: string, type: string) =>
        testApp
          .http()
          .post('/api/owner/listing/photos')
          .set('Cookie', session)
          .attach('photo', body, { filename: name, contentType: type });

      const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#b5651d' } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Artist: 'Someone', Copyright: 'Someone' } } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const added = (await upload(jpeg, 'front.jpg', 'image/jpeg').expect(201)).body as OwnerListing;
      expect(added.photos).toHaveLength(1);
      const photo = added.photos[0]!;
      expect(photo).toMatchObject({ width: 1600, height: 1067 });
      const file = await testApp.http().get(photo.url).expect(200).expect('Content-Type', 'image/webp');
      const kept = await sharp(file.body as Buffer).metadata();
      expect([kept.format, kept.width, kept.exif]).toEqual(['webp', 1600, undefined]);
      expect(((await get(`/api/stores/${store.slug}`).expect(200)).body as StoreDetail).photos.map((entry) => entry.url)).toEqual([
        photo.url,
      ]);

      expect(errorMessage(await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png', 'image/png').expect(400))).toBe(
        'The file is not a photo we can read: send a JPEG, PNG or WebP image',
      );
      expect(
        errorMessage(await upload(Buffer.from('MZ\x90\x00 not a picture'), 'setup.exe', 'application/octet-stream').expect(400)),
      ).toMatch(/not a photo we can read/);
      await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'huge.jpg', 'image/jpeg').expect(413);
      await post('/api/owner/listing/photos').set('Cookie', session).expect(400);

      const png = await sharp({ create: { width: 400, height: 300, channels: 4, background: '#336699' } })
        .png()
        .toBuffer();
      for (let n = 0; n < 4; n += 1) await upload(png, `p${n}.png`, 'image/png').expect(201);
      expect(errorMessage(await upload(png, 'sixth.png', 'image/png').expect(400))).toBe('A store has at most 5 photos: remove one first');
      const removed = (await testApp.http().delete(`/api/owner/listing/photos/${photo.id}`).set('Cookie', session).expect(200))
        .body as OwnerListing;
      expect(removed.photos).toHaveLength(4);
      const rows = await db<{ n: number }>(
        'select count(*)::int as n from store_photo where store_id = (select id from store where slug = $1)',
        [store.slug],
      );
      expect(rows[0]!.n).toBe(5);
    });
  });

  describe('races and tricks', () => {
    it('lists a suggestion once when the administrator approves it twice at the same moment', async () => {
      await post('/api/store-suggestions')
        .send(await suggestion({ businessName: 'Twice Approved', address: '77 Twin Rd' }))
        .expect(201);
      const queue = (await asAdmin('get', '/api/admin/moderation').expect(200)).body as ModerationQueue;
      const item = queue.suggestions.find((entry) => entry.businessName === 'Twice Approved')!;
      const answers = await Promise.all([1, 2, 3].map(() => asAdmin('post', `/api/admin/moderation/suggestions/${item.id}/approve`)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      expect(await db(`select id from store where business_name = 'Twice Approved'`)).toHaveLength(1);
    });

    it('gives a long name a slug whose page answers, and a suggestion with control characters nowhere to go', async () => {
      await post('/api/store-suggestions')
        .send(await suggestion({ businessName: `${'Long '.repeat(30)}Name`, address: '5 Long Rd' }))
        .expect(201);
      const queue = (await asAdmin('get', '/api/admin/moderation').expect(200)).body as ModerationQueue;
      const item = queue.suggestions.find((entry) => entry.businessName.startsWith('Long Long'))!;
      const approved = (await asAdmin('post', `/api/admin/moderation/suggestions/${item.id}/approve`).expect(201)).body as { slug: string };
      expect(approved.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      await get(`/api/stores/${approved.slug}`).expect(200);
      expect(
        errorMessage(await get('/api/store-suggestions/matches?address=1%20Main%20St&zipCode=78704&businessName=%00').expect(400)),
      ).toBe('businessName must not contain a NUL character (U+0000) (at its start)');
      expect(errorMessage(await asAdmin('post', `/api/admin/stores/${approved.slug}/close`).send({ reason: 'x\u001by' }).expect(400))).toBe(
        'reason must not contain the control character U+001B (after “x”)',
      );
    });

    it("does not verify an owner by a website a visitor's suggestion brought: the administrator decides", async () => {
      const [bare] = await db<{ slug: string; address: string; zip_code: string }>(
        `select slug, address, zip_code from store where website is null order by id limit 1 offset 7`,
      );
      await post('/api/store-suggestions')
        .send(
          await suggestion({
            businessName: 'Takeover',
            address: bare!.address,
            zipCode: bare!.zip_code,
            website: 'https://attacker.example',
            city: 'Anywhere',
            stateSlug: (
              await db<{ slug: string }>(
                `select s.slug from store st join city c on c.id = st.city_id join state s on s.id = c.state_id where st.slug = $1`,
                [bare!.slug],
              )
            )[0]!.slug,
          }),
        )
        .expect(201);
      const queue = (await asAdmin('get', '/api/admin/moderation').expect(200)).body as ModerationQueue;
      const item = queue.suggestions.find((entry) => entry.businessName === 'Takeover')!;
      await asAdmin('post', `/api/admin/moderation/suggestions/${item.id}/merge`).send({ storeSlug: bare!.slug }).expect(204);
      const { listing } = await ownerSession(bare!.slug, 'mallory@attacker.example');
      expect(listing.status).toBe('review');
    });

    it("publishes an owner's consignment terms, read as the importer reads them: bad ones named and nothing saved; the comparison and filters follow; undone by the administrator", async () => {
      const [store] = await db<{ slug: string; website: string; city_slug: string; state_slug: string }>(
        `select st.slug, st.website, c.slug as city_slug, s.slug as state_slug
           from store st join city c on c.id = st.city_id join state s on s.id = c.state_id
          where st.website like 'https://www.%' and st.latitude is not null order by st.id limit 1 offset 40`,
      );
      const { cookie, listing } = await ownerSession(store!.slug, `terms@${new URL(store!.website).hostname.replace(/^www\./, '')}`);
      const put = (terms: Record<string, string> | null) =>
        testApp
          .http()
          .put('/api/owner/listing')
          .set('Cookie', cookie)
          .send({ ...listing.listing, terms });
      const before = ((await get(`/api/stores/${store!.slug}`).expect(200)).body as StoreDetail).consignmentTerms;

      // Bad terms: each column's problem, and nothing saved.
      const refused = await put({ accepts: 'furniture; cars', consignorSplit: '120%', consignmentDays: '60' }).expect(400);
      expect(errorMessage(refused)).toMatch(/^accepts must be categories from .*; consignorSplit must be the seller's percent/);
      expect(errorMessage(await put({ accepts: 'furniture', intakeSeasons: 'Fall\u0000' }).expect(400))).toBe(
        'terms.intakeSeasons must not contain a NUL character (U+0000) (after “Fall”)',
      );
      expect(((await get(`/api/stores/${store!.slug}`).expect(200)).body as StoreDetail).consignmentTerms).toEqual(before);

      const terms = {
        accepts: 'furniture',
        consignorSplit: '75%',
        consignmentDays: '90',
        intake: 'walk-in',
        payoutSchedule: 'weekly',
        payoutMethods: 'transfer',
        unsold: 'returned',
        unsoldGraceDays: '10',
      };
      const saved = (await put(terms).expect(200)).body as OwnerListing;
      expect(saved.listing.terms).toMatchObject({ ...terms, markdowns: '', categorySplit: '' });
      const shown = ((await get(`/api/stores/${store!.slug}`).expect(200)).body as StoreDetail).consignmentTerms!;
      expect(shown).toMatchObject({ accepts: ['furniture'], periodDays: 90, split: { tiers: [{ upTo: null, consignorPercent: 75 }] } });
      // The city's filters and the price comparison read them at once.
      const paying = (
        await get(
          `/api/states/${store!.state_slug}/cities/${store!.city_slug}/stores?features=paysHalf,walkInIntake,consignsFurniture`,
        ).expect(200)
      ).body as CityStores;
      expect(paying.stores.map((entry) => entry.slug)).toContain(store!.slug);
      const compared = (
        await get(`/api/tools/price-comparison?category=furniture&price=500&state=${store!.state_slug}&city=${store!.city_slug}`).expect(
          200,
        )
      ).body as PriceComparison;
      expect(compared.stores.find((entry) => entry.store.slug === store!.slug)?.atFullPrice.payout).toBe(375);

      // Every field empty: no terms published; the administrator's undo puts the owner's back.
      await put(Object.fromEntries(Object.keys(terms).map((column) => [column, ' ']))).expect(200);
      expect(((await get(`/api/stores/${store!.slug}`).expect(200)).body as StoreDetail).consignmentTerms).toBeNull();
      const trail = (await asAdmin('get', `/api/admin/stores/${store!.slug}/audit`).expect(200)).body as StoreAudit;
      await asAdmin('post', `/api/admin/audit/${trail.entries[0]!.id}/revert`).expect(200);
      expect(((await get(`/api/stores/${store!.slug}`).expect(200)).body as StoreDetail).consignmentTerms).toEqual(shown);
    });

    it('undoes an edit only while nothing changed it again, and stops serving a removed photo', async () => {
      const [store] = await db<{ slug: string; website: string }>(
        `select slug, website from store where website like 'https://www.%' order by id limit 1 offset 30`,
      );
      const { cookie } = await ownerSession(store!.slug, `twice@${new URL(store!.website).hostname.replace(/^www\./, '')}`);
      const edit = (phone: string) =>
        testApp
          .http()
          .put('/api/owner/listing')
          .set('Cookie', cookie)
          .send({ hours: [], phone, website: store!.website, description: null, sells: [] })
          .expect(200);
      await edit('(406) 555-0101');
      await edit('(406) 555-0102');
      const trail = (await asAdmin('get', `/api/admin/stores/${store!.slug}/audit`).expect(200)).body as StoreAudit;
      const [latest, earlier] = trail.entries.filter((entry) => entry.action === 'edited');
      expect(errorMessage(await asAdmin('post', `/api/admin/audit/${earlier!.id}/revert`).expect(409))).toMatch(/changed again since/);
      await asAdmin('post', `/api/admin/audit/${latest!.id}/revert`).expect(200);
      expect(((await get(`/api/stores/${store!.slug}`).expect(200)).body as StoreDetail).phone).toBe('(406) 555-0101');

      const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#654321' } })
        .png()
        .toBuffer();
      const added = (await post('/api/owner/listing/photos').set('Cookie', cookie).attach('photo', png, 'p.png').expect(201))
        .body as OwnerListing;
      const photo = added.photos[0]!;
      expect((await testApp.http().get(photo.url).expect(200)).headers['cache-control']).toBe('public, max-age=86400');
      await testApp.http().delete(`/api/owner/listing/photos/${photo.id}`).set('Cookie', cookie).expect(200);
      expect((await testApp.http().get(photo.url)).status).toBe(404);
      const removal = ((await asAdmin('get', `/api/admin/stores/${store!.slug}/audit`).expect(200)).body as StoreAudit).entries.find(
        (entry) => entry.action === 'photo-removed',
      )!;
      await asAdmin('post', `/api/admin/audit/${removal.id}/revert`).expect(200);
      await testApp.http().get(photo.url).expect(200);
    });
  });

  describe('what a review of the forms and owners found', () => {
    it('refuses e-mail addresses with a lone surrogate, control characters or a quoted name on every form, saving nothing', async () => {
      const [store] = await db<{ slug: string }>(`select slug from store order by id limit 1 offset 50`);
      const claims = await db('select id from store_claim');
      const reports = await db('select id from store_report');
      const cases: Array<[string, string]> = [
        ['\ud800@example.com', 'email must not contain a lone surrogate (U+D800), which is not a character (at its start)'],
        ['"\u0001\u001b[31mred"@example.com', 'email must not contain the control character U+0001 (after “"”)'],
        ['"red alert"@example.com', 'e-mail must be an address such as owner@yourstore.com'],
        ['owner@example.com\u200B', 'email must not contain the invisible character U+200B (after “owner@example.com”)'],
      ];
      for (const [index, [email, message]] of cases.entries()) {
        // Two forms a case, from a visitor each: five forms a minute are one visitor's limit.
        client = `198.51.100.${100 + index}`;
        const claimed = await post(`/api/stores/${store!.slug}/claims`)
          .send({ ticket: await ticket(), email })
          .expect(400);
        expect(errorMessage(claimed)).toBe(message);
        const reported = await post(`/api/stores/${store!.slug}/reports`)
          .send({ ticket: await ticket(), problem: 'closed', email })
          .expect(400);
        expect(errorMessage(reported)).toBe(message.replace('owner@yourstore.com', 'name@example.com'));
      }
      expect(await db('select id from store_claim')).toEqual(claims);
      expect(await db('select id from store_report')).toEqual(reports);
    });

    it("refuses an owner's website with a lone surrogate or a user name, and closing times before opening times", async () => {
      const { store, email } = await storeAndOwnerAddress(60, 'site');
      const { cookie, listing } = await ownerSession(store.slug, email);
      const put = (change: Record<string, unknown>) =>
        testApp
          .http()
          .put('/api/owner/listing')
          .set('Cookie', cookie)
          .send({ ...listing.listing, terms: undefined, ...change });
      expect(errorMessage(await put({ website: 'https://shop\ud800.example.com' }).expect(400))).toBe(
        'website must not contain a lone surrogate (U+D800), which is not a character (after “https://shop”)',
      );
      expect(errorMessage(await put({ website: `https://owner@${new URL(store.website).hostname}` }).expect(400))).toBe(
        'website must be an address such as https://example.com',
      );
      expect(errorMessage(await put({ description: 'Best \u202Eshop' }).expect(400))).toBe(
        'description must not contain the direction-changing character U+202E (after “Best ”)',
      );
      const backwards = WEEK.map((day, index) => (index === 0 ? { ...day, open: '17:00', close: '09:00' } : day));
      expect(errorMessage(await put({ hours: backwards }).expect(400))).toBe(
        'on Monday, the closing time (09:00) must be after the opening time (17:00)',
      );
      const detail = (await get(`/api/stores/${store.slug}`).expect(200)).body as StoreDetail;
      expect(detail.website).toBe(store.website);
      expect(detail.ownHours).toBe(false);
    });

    it("undoes an owner's consignment terms, whatever order the database keeps their keys in", async () => {
      const { store, email } = await storeAndOwnerAddress(70, 'undo');
      const { cookie, listing } = await ownerSession(store.slug, email);
      const before = ((await get(`/api/stores/${store.slug}`).expect(200)).body as StoreDetail).consignmentTerms;
      await testApp
        .http()
        .put('/api/owner/listing')
        .set('Cookie', cookie)
        .send({
          ...listing.listing,
          terms: {
            accepts: 'clothing; furniture',
            consignorSplit: '40% to $100; 50% to $500; 60%',
            consignmentDays: '60',
            intake: 'appointment',
            payoutSchedule: 'monthly',
            payoutMethods: 'check',
            unsold: 'donated',
            unsoldGraceDays: '7',
          },
        })
        .expect(200);
      const trail = (await asAdmin('get', `/api/admin/stores/${store.slug}/audit`).expect(200)).body as StoreAudit;
      const edited = trail.entries.find((entry) => entry.action === 'edited')!;
      expect(Object.keys(edited.after!)).toEqual(['terms']);
      await asAdmin('post', `/api/admin/audit/${edited.id}/revert`).expect(200);
      expect(((await get(`/api/stores/${store.slug}`).expect(200)).body as StoreDetail).consignmentTerms).toEqual(before);
    });

    it('revokes a verified owner: signed out at once, told why, unable to claim again with that address; the trail says who and why', async () => {
      const { store, email } = await storeAndOwnerAddress(80, 'gone');
      const { cookie } = await ownerSession(store.slug, email);
      await testApp.http().get('/api/owner/listing').set('Cookie', cookie).expect(200);
      const [claim] = await db<{ id: number }>(`select id from store_claim where email = $1`, [email]);
      expect(
        errorMessage(
          await asAdmin('post', `/api/admin/moderation/claims/${claim!.id}/reject`).send({ reason: 'Not the owner' }).expect(409),
        ),
      ).toMatch(/revoke them in the store's audit trail/);
      const audited = (await asAdmin('get', `/api/admin/stores/${store.slug}/audit`).expect(200)).body as StoreAudit;
      expect(audited.owners).toEqual([{ claimId: claim!.id, email, since: expect.any(String) }]);

      await asAdmin('post', `/api/admin/moderation/claims/${claim!.id}/revoke`).send({ reason: 'Sold the shop in May' }).expect(204);
      await testApp.http().get('/api/owner/listing').set('Cookie', cookie).expect(401);
      expect(await db(`select token_hash from owner_session where claim_id = $1`, [claim!.id])).toEqual([]);
      const told = await smtp.messageTo(email, { subject: /^You can no longer manage / });
      expect(told.text).toContain('Sold the shop in May');
      // Asking again gets the same answer as anyone (the form tells nobody who was revoked), and a message, not a link.
      const again = await post(`/api/stores/${store.slug}/claims`)
        .send({ ticket: await ticket(), email })
        .expect(202);
      expect(errorMessage(again)).toBe(`We sent a link to ${email}. It works once, for 24 hours.`);
      const refusal = await smtp.messageTo(email, { subject: /^Your request to manage / });
      expect(refusal.text).toContain('An administrator took that listing from this address, so no link was sent.');
      expect(refusal.text).not.toMatch(/\/claim\?token=/);
      // Another address at the store's domain proves nothing now: the administrator decides.
      const { listing: other } = await ownerSession(store.slug, email.replace(/^gone@/, 'newcomer@'));
      expect(other.status).toBe('review');
      const trail = (await asAdmin('get', `/api/admin/stores/${store.slug}/audit`).expect(200)).body as StoreAudit;
      expect(trail.owners).toEqual([]);
      expect(trail.entries[0]).toMatchObject({
        action: 'claim-revoked',
        actor: 'administrator',
        reason: 'Sold the shop in May',
        after: { email },
      });
      await asAdmin('post', `/api/admin/moderation/claims/${claim!.id}/revoke`).send({ reason: 'Twice' }).expect(409);
    });

    it("answers a photo address that is not a photo with the API's JSON 404, naming no path on the server", async () => {
      for (const path of ['/store-photos/index.html', '/store-photos/nothing.webp', '/store-photos/.removed/x.webp']) {
        const answer = await testApp.http().get(path).expect(404);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.body).toEqual({ statusCode: 404, error: 'Not Found', message: `No file ${path}` });
      }
    });

    it("takes 30 changes an hour from an owner's claim, whatever address they come from, and pages through the whole audit trail", async () => {
      const { store, email } = await storeAndOwnerAddress(90, 'busy');
      const { cookie } = await ownerSession(store.slug, email);
      const edit = (n: number) =>
        testApp
          .http()
          .put('/api/owner/listing')
          .set('Cookie', cookie)
          .set('X-Forwarded-For', `198.18.0.${n % 250}`)
          .send({ hours: [], phone: `(406) 555-${String(1000 + n)}`, website: store.website, description: null, sells: [] });
      // Its verification is no change to the listing: 30 edits are taken, and of five sent at once after 29, one.
      for (let n = 0; n < OWNER_CHANGES_PER_HOUR - 1; n += 1) await edit(n).expect(200);
      const racing = await Promise.all([100, 101, 102, 103, 104].map((n) => edit(n)));
      expect(racing.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429, 429]);
      const refused = await edit(99).expect(429);
      expect(errorMessage(refused)).toMatch(/^A listing takes at most 30 changes an hour: try again in \d+ minutes\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_500);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3_600);

      // Hundreds of entries: every one reachable, page by page, newest first.
      const [{ id: storeId }] = (await db<{ id: number }>(`select id from store where slug = $1`, [store.slug])) as [{ id: number }];
      await db(
        `insert into audit_entry (store_id, actor, action, before, after)
         select $1, 'administrator', 'reports-resolved', null, jsonb_build_object('reports', n) from generate_series(1, 230) n`,
        [storeId],
      );
      const ids: number[] = [];
      let before: number | null | undefined;
      let pages = 0;
      do {
        const page = (await asAdmin('get', `/api/admin/stores/${store.slug}/audit${before ? `?before=${before}` : ''}`).expect(200))
          .body as StoreAudit;
        expect(page.entries.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE);
        ids.push(...page.entries.map((entry) => entry.id));
        before = page.olderBefore;
        pages += 1;
      } while (before);
      const all = await db<{ id: number }>(`select id from audit_entry where store_id = $1 order by id desc`, [storeId]);
      expect(ids).toEqual(all.map((row) => row.id));
      expect(ids.length).toBeGreaterThan(2 * AUDIT_PAGE_SIZE);
      expect(pages).toBe(Math.ceil(ids.length / AUDIT_PAGE_SIZE));
      expect(errorMessage(await asAdmin('get', `/api/admin/stores/${store.slug}/audit?before=x`).expect(400))).toBe(
        'before must be an audit entry id',
      );
    });
  });

  describe('e-mail when the mail server is down', () => {
    it('keeps the claim and its message, and sends it once the server takes mail again', async () => {
      const store = (await db<{ slug: string }>(`select slug from store order by id limit 1 offset 40`))[0]!;
      smtp.refusing = true;
      try {
        await post(`/api/stores/${store.slug}/claims`)
          .send({ ticket: await ticket(), email: 'patient@example.com' })
          .expect(202);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const [kept] = await db<{ attempts: number; sent_at: Date | null; last_error: string | null }>(
          `select attempts, sent_at, last_error from mail_message where recipient = 'patient@example.com'`,
        );
        expect(kept).toMatchObject({ attempts: 1, sent_at: null });
        expect(kept!.last_error).toMatch(/421/);
      } finally {
        smtp.refusing = false;
      }
      await db(`update mail_message set next_attempt_at = now() where recipient = 'patient@example.com'`);
      expect(await testApp.app.get(Mailer).deliverDue()).toBeGreaterThanOrEqual(1);
      expect(claimToken(await smtp.messageTo('patient@example.com'))).toMatch(/^[\w-]{43}$/);
    });
  });
});

describe("the forms' daily limit", () => {
  // Many forms a minute: the day's limit is reached first.
  const testApp = useTestApp({ CONTRIBUTION_RATE_LIMIT: '1000' });
  afterEach(() => jest.restoreAllMocks());

  it('says in Retry-After how much of the day is left before the next form is taken, not a whole day', async () => {
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    for (let sent = 0; sent < CONTRIBUTIONS_PER_DAY; sent += 1)
      expect((await testApp.http().post('/api/stores/nowhere/reports').send({})).status).not.toBe(429);
    clock.mockReturnValue(start + 5 * 3_600_000);
    const refused = await testApp.http().post('/api/stores/nowhere/reports').send({}).expect(429);
    expect(errorMessage(refused)).toBe(
      `Too many forms sent: at most ${CONTRIBUTIONS_PER_DAY} a day. Try again in 19 hours; what you typed is kept.`,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(19 * 3_600 - 5);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(19 * 3_600);
    // The first form of the day leaves it: one more is taken.
    clock.mockReturnValue(start + 86_400_000 + 1_000);
    expect((await testApp.http().post('/api/stores/nowhere/reports').send({})).status).not.toBe(429);
  });
});
