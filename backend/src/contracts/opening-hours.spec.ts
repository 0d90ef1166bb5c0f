import type { OpeningHours, Weekday } from './api.contract';
import { MINUTES_PER_WEEK, storeHoursAt, weeklyOpenMinutes } from './opening-hours';

const DAYS: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** 10:00 to 18:00 every day but Sunday, which is closed (or open like the others). */
function week({ sunday = 'closed' }: { sunday?: 'closed' | 'open' } = {}): OpeningHours[] {
  return DAYS.map((day) => ({ day, open: '10:00', close: '18:00', isClosed: day === 'Sunday' && sunday === 'closed' }));
}

/** A bar's week: 18:00 to 02:00 the next morning on Friday and Saturday, closed on the other days. */
const lateWeek: OpeningHours[] = DAYS.map((day) => ({
  day,
  open: '18:00',
  close: '02:00',
  isClosed: day !== 'Friday' && day !== 'Saturday',
}));

const NEW_YORK = 'America/New_York';
const LOS_ANGELES = 'America/Los_Angeles';

describe('storeHoursAt', () => {
  it("gives a New York store New York's day and state, seen from California", () => {
    // Monday 22:30 on a Californian's clock is Tuesday 01:30 in New York.
    const lateMonday = new Date('2026-11-24T06:30:00Z');
    expect(new Intl.DateTimeFormat('en-US', { timeZone: LOS_ANGELES, weekday: 'long', hour: 'numeric' }).format(lateMonday)).toBe(
      'Monday 10 PM',
    );
    expect(storeHoursAt(week(), NEW_YORK, lateMonday)).toEqual({ day: 'Tuesday', today: week()[1], isOpen: false });
    expect(storeHoursAt(week(), LOS_ANGELES, lateMonday)).toEqual({ day: 'Monday', today: week()[0], isOpen: false });

    // Monday 08:00 in Los Angeles is 11:00 in New York: the New York store is open, the Californian one not yet.
    const morning = Date.parse('2026-11-23T16:00:00Z');
    expect(storeHoursAt(week(), NEW_YORK, morning)).toMatchObject({ day: 'Monday', isOpen: true });
    expect(storeHoursAt(week(), LOS_ANGELES, morning)).toMatchObject({ day: 'Monday', isOpen: false });
  });

  it('opens at the opening minute and closes at the closing minute', () => {
    expect(storeHoursAt(week(), NEW_YORK, new Date('2026-11-23T14:59:00Z'))?.isOpen).toBe(false); // 09:59
    expect(storeHoursAt(week(), NEW_YORK, new Date('2026-11-23T15:00:00Z'))?.isOpen).toBe(true); // 10:00
    expect(storeHoursAt(week(), NEW_YORK, new Date('2026-11-23T22:59:59Z'))?.isOpen).toBe(true); // 17:59:59
    expect(storeHoursAt(week(), NEW_YORK, new Date('2026-11-23T23:00:00Z'))?.isOpen).toBe(false); // 18:00
  });

  it("turns to the next day at the store's midnight, not the viewer's or UTC's", () => {
    expect(storeHoursAt(week(), NEW_YORK, new Date('2026-11-24T04:59:59Z'))?.day).toBe('Monday'); // 23:59:59
    expect(storeHoursAt(week(), NEW_YORK, new Date('2026-11-24T05:00:00Z'))?.day).toBe('Tuesday'); // 00:00
    // Midnight UTC, and midnight in Los Angeles, are still the same day in Honolulu.
    expect(storeHoursAt(week(), 'Pacific/Honolulu', new Date('2026-11-24T00:00:00Z'))?.day).toBe('Monday');
    expect(storeHoursAt(week(), 'Pacific/Honolulu', new Date('2026-11-24T08:00:00Z'))?.day).toBe('Monday');
    expect(storeHoursAt(week(), 'Pacific/Honolulu', new Date('2026-11-24T10:00:00Z'))?.day).toBe('Tuesday');
  });

  it('says a store is closed all day on a day it is closed', () => {
    const sundayNoon = new Date('2026-11-22T17:00:00Z');
    const result = storeHoursAt(week(), NEW_YORK, sundayNoon);
    expect(result).toEqual({ day: 'Sunday', today: { day: 'Sunday', open: '10:00', close: '18:00', isClosed: true }, isOpen: false });
    expect(storeHoursAt(week({ sunday: 'open' }), NEW_YORK, sundayNoon)?.isOpen).toBe(true);
  });

  it('keeps hours that run past midnight open into the next morning', () => {
    // Saturday 01:30 in New York: open by Friday's hours, though Saturday's start at 18:00.
    expect(storeHoursAt(lateWeek, NEW_YORK, new Date('2026-11-28T06:30:00Z'))).toMatchObject({ day: 'Saturday', isOpen: true });
    expect(storeHoursAt(lateWeek, NEW_YORK, new Date('2026-11-28T07:00:00Z'))?.isOpen).toBe(false); // 02:00
    expect(storeHoursAt(lateWeek, NEW_YORK, new Date('2026-11-28T22:59:00Z'))?.isOpen).toBe(false); // 17:59
    expect(storeHoursAt(lateWeek, NEW_YORK, new Date('2026-11-28T23:00:00Z'))?.isOpen).toBe(true); // 18:00
    expect(storeHoursAt(lateWeek, NEW_YORK, new Date('2026-11-29T04:59:00Z'))).toMatchObject({ day: 'Saturday', isOpen: true }); // 23:59
    // Sunday 01:00: a closed day, still open by Saturday night's hours; Monday 01:00 is not (Sunday was closed).
    expect(storeHoursAt(lateWeek, NEW_YORK, new Date('2026-11-29T06:00:00Z'))).toMatchObject({ day: 'Sunday', isOpen: true });
    expect(storeHoursAt(lateWeek, NEW_YORK, new Date('2026-11-30T06:00:00Z'))).toMatchObject({ day: 'Monday', isOpen: false });
    // Thursday night: closed, and Friday's hours begin only at 18:00 on Friday.
    expect(storeHoursAt(lateWeek, NEW_YORK, new Date('2026-11-27T04:00:00Z'))).toMatchObject({ day: 'Thursday', isOpen: false });
  });

  it('follows the zone’s daylight saving time, and Phoenix, which has none', () => {
    // 14:30 UTC on the Sunday clocks went forward is 10:30 EDT: open (9:30 on standard time would not be).
    expect(storeHoursAt(week({ sunday: 'open' }), NEW_YORK, new Date('2026-03-08T14:30:00Z'))).toMatchObject({
      day: 'Sunday',
      isOpen: true,
    });
    expect(storeHoursAt(week({ sunday: 'open' }), NEW_YORK, new Date('2026-03-01T14:30:00Z'))).toMatchObject({
      day: 'Sunday',
      isOpen: false,
    });
    // In July 17:00 UTC is 10:00 in Phoenix (11:00 in Denver); 16:59 is 09:59.
    expect(storeHoursAt(week(), 'America/Phoenix', new Date('2026-07-01T17:00:00Z'))?.isOpen).toBe(true);
    expect(storeHoursAt(week(), 'America/Phoenix', new Date('2026-07-01T16:59:00Z'))?.isOpen).toBe(false);
  });

  it('gives the day without hours for a store that has none, and nothing for a zone Intl does not know', () => {
    expect(storeHoursAt([], NEW_YORK, new Date('2026-11-23T16:00:00Z'))).toEqual({ day: 'Monday', today: undefined, isOpen: false });
    expect(storeHoursAt(week(), 'Mars/Olympus_Mons', new Date('2026-11-23T16:00:00Z'))).toBeNull();
  });
});

describe('weeklyOpenMinutes: the minutes of the week a store is open, on its own clock', () => {
  it('gives each open day its range from Monday 00:00, closed days none', () => {
    expect(weeklyOpenMinutes(week())).toEqual(DAYS.slice(0, 6).map((_, index) => [index * 1440 + 600, index * 1440 + 1080]));
  });

  it('runs hours past midnight into the next day, and Sunday night into Monday morning', () => {
    const sundayNight: OpeningHours[] = [{ day: 'Sunday', open: '20:00', close: '01:30', isClosed: false }];
    expect(weeklyOpenMinutes(sundayNight)).toEqual([
      [0, 90],
      [6 * 1440 + 1200, MINUTES_PER_WEEK],
    ]);
    expect(weeklyOpenMinutes(lateWeek)).toEqual([
      [4 * 1440 + 1080, 5 * 1440 + 120],
      [5 * 1440 + 1080, 6 * 1440 + 120],
    ]);
  });

  it('reads the same opening and closing time as round the clock, and joins ranges that touch', () => {
    const always = DAYS.map((day) => ({ day, open: '00:00', close: '00:00', isClosed: false }));
    expect(weeklyOpenMinutes(always)).toEqual([[0, MINUTES_PER_WEEK]]);
  });

  it('agrees with the store page at every quarter hour of a week, in New York and Honolulu', () => {
    const monday = Date.parse('2026-11-23T00:00:00Z');
    for (const hours of [week(), lateWeek, week({ sunday: 'open' })]) {
      for (const zone of [NEW_YORK, 'Pacific/Honolulu']) {
        for (let quarter = 0; quarter < 7 * 96; quarter++) {
          const instant = monday + quarter * 15 * 60_000;
          const now = storeHoursAt(hours, zone, instant)!;
          const local = new Date(new Date(instant).toLocaleString('en-US', { timeZone: zone }));
          const minute = ((local.getDay() + 6) % 7) * 1440 + local.getHours() * 60 + local.getMinutes();
          const inRange = weeklyOpenMinutes(hours).some(([from, to]) => from <= minute && minute < to);
          expect(now.isOpen).toBe(inRange);
        }
      }
    }
  });
});
