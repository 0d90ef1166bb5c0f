import type { OpeningHours, Weekday } from '@contracts/api.contract';
import { describe, expect, it } from '@jest/globals';
import {
  changeText,
  countsLine,
  describeChanges,
  formatWhen,
  hoursSummary,
  safeWebsite,
  sentence,
  storeSlugFrom,
} from './moderation-format';

const DAYS: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const week = (day: (name: Weekday) => Omit<OpeningHours, 'day'>): OpeningHours[] => DAYS.map((name) => ({ day: name, ...day(name) }));

describe('countsLine', () => {
  it('counts each kind, one and many', () => {
    expect(countsLine({ suggestions: 3, reports: 2, claims: 1 })).toBe('3 suggestions · 2 stores with reports · 1 claim');
    expect(countsLine({ suggestions: 1, reports: 1, claims: 0 })).toBe('1 suggestion · 1 store with reports · 0 claims');
    expect(countsLine({ suggestions: 1200, reports: 0, claims: 2 })).toBe('1,200 suggestions · 0 stores with reports · 2 claims');
  });
});

describe('storeSlugFrom', () => {
  it('takes the last segment of a store page’s address, or the slug itself', () => {
    expect(storeSlugFrom('/texas/austin/some-store')).toBe('some-store');
    expect(storeSlugFrom('texas/austin/some-store/')).toBe('some-store');
    expect(storeSlugFrom('  some-store ')).toBe('some-store');
    expect(storeSlugFrom('https://stores.example.com/texas/austin/Some-Store?ref=1#hours')).toBe('some-store');
  });

  it('refuses what cannot be a slug', () => {
    expect(storeSlugFrom('')).toBeNull();
    expect(storeSlugFrom('/')).toBeNull();
    expect(storeSlugFrom('blue door')).toBeNull();
    expect(storeSlugFrom('/texas/austin/%E0%A4%A')).toBeNull();
  });
});

describe('safeWebsite', () => {
  it('links http and https addresses only', () => {
    expect(safeWebsite('https://example.com')).toBe('https://example.com/');
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('example.com')).toBeNull();
    expect(safeWebsite(null)).toBeNull();
  });
});

describe('hoursSummary', () => {
  it('puts days alike together', () => {
    const hours = week((day) =>
      day === 'Sunday'
        ? { open: '00:00', close: '00:00', isClosed: true }
        : day === 'Saturday'
          ? { open: '10:00', close: '16:00', isClosed: false }
          : { open: '09:30', close: '18:00', isClosed: false },
    );
    expect(hoursSummary(hours)).toBe('Mon–Fri 9:30 AM–6 PM, Sat 10 AM–4 PM, Sun closed');
  });

  it('says a week of the same hours in one run, noon as 12 PM', () => {
    expect(hoursSummary(week(() => ({ open: '12:00', close: '20:00', isClosed: false })))).toBe('Mon–Sun 12 PM–8 PM');
  });
});

describe('describeChanges', () => {
  it('lists each changed field before → after, leaving out what did not change', () => {
    const changes = describeChanges(
      { phone: '(512) 555-0100', website: 'https://a.example.com', sells: ['sellFurniture'] },
      { phone: '(512) 555-0199', website: 'https://a.example.com', sells: ['sellFurniture', 'sellBooks'] },
    );
    expect(changes.map(changeText)).toEqual(['phone: (512) 555-0100 → (512) 555-0199', 'sells: Furniture → Furniture, Books']);
  });

  it('says consignment terms by the columns given', () => {
    const changes = describeChanges(
      { terms: null },
      { terms: { accepts: 'furniture', consignorSplit: '60%', markdowns: '', consignmentDays: '90' } },
    );
    expect(changes.map(changeText)).toEqual(['consignment terms: (none) → accepts furniture; consignor split 60%; consignment days 90']);
  });

  it('sums up hours, names empty values, and lists a new store’s values without arrows', () => {
    const before = week(() => ({ open: '10:00', close: '18:00', isClosed: false }));
    const after = week((day) =>
      day === 'Sunday' ? { open: '00:00', close: '00:00', isClosed: true } : { open: '10:00', close: '18:00', isClosed: false },
    );
    expect(describeChanges({ hours: before, description: null }, { hours: after, description: 'Family run.' }).map(changeText)).toEqual([
      'hours: Mon–Sun 10 AM–6 PM → Mon–Sat 10 AM–6 PM, Sun closed',
      'description: (none) → Family run.',
    ]);
    expect(describeChanges(null, { businessName: 'Blue Door Resale', zipCode: '78704' }).map(changeText)).toEqual([
      'name: Blue Door Resale',
      'ZIP: 78704',
    ]);
    expect(describeChanges({ businessName: 'Old Attic', address: '1 Elm St' }, null).map(changeText)).toEqual([
      'name: Old Attic',
      'address: 1 Elm St',
    ]);
    expect(describeChanges({ photoId: 4, shown: false }, { photoId: 4, shown: true }).map(changeText)).toEqual([
      'shown on its page: no → yes',
    ]);
  });

  it('says a store without hours of its own has generated ones', () => {
    const own = week(() => ({ open: '10:00', close: '18:00', isClosed: false }));
    expect(describeChanges({ hours: [] }, { hours: own }).map(changeText)).toEqual(['hours: generated hours → Mon–Sun 10 AM–6 PM']);
  });

  it('shows instants in the administrator’s time', () => {
    expect(describeChanges({ closedAt: null }, { closedAt: '2025-06-01T10:00:00.000Z' }).map(changeText)).toEqual([
      `closed: (none) → ${formatWhen('2025-06-01T10:00:00.000Z')}`,
    ]);
  });
});

describe('sentence', () => {
  it('ends with one full stop, even after a name that ends in one', () => {
    expect(sentence('Rejected Blue Door Resale')).toBe('Rejected Blue Door Resale.');
    expect(sentence('Rejected Evergreen Trading Co.')).toBe('Rejected Evergreen Trading Co.');
  });
});
