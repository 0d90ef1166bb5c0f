/**
 * Whether a store is open, and which of its days is today, at an instant, in the store's own time
 * zone: the one rule the store page's hours section follows, on the server and in the browser.
 */
import type { OpeningHours, Weekday } from './api.contract';

/** What the store's hours say at an instant. */
export interface StoreHoursNow {
  /** The weekday it is where the store is. */
  day: Weekday;
  /** That day's hours, if the store has a row for it. */
  today: OpeningHours | undefined;
  /** Open now: by today's hours, or by yesterday's when they run past midnight. */
  isOpen: boolean;
}

const WEEKDAYS: readonly Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** One formatter per zone (making one costs far more than using it); null for a zone Intl does not know. */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    } catch {
      formatter = null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The weekday and the minutes since midnight at `instant` on the clocks of `timeZone` (Intl does the zone's rules). */
function wallClock(instant: Date, formatter: Intl.DateTimeFormat): { day: Weekday; minutes: number } | null {
  let day: string | undefined;
  let hour = 0;
  let minute = 0;
  for (const part of formatter.formatToParts(instant)) {
    if (part.type === 'weekday') day = part.value;
    else if (part.type === 'hour')
      hour = Number(part.value) % 24; // '24' from engines that ignore hourCycle
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return WEEKDAYS.includes(day as Weekday) ? { day: day as Weekday, minutes: hour * 60 + minute } : null;
}

/** 'HH:MM' as minutes since midnight ('24:00' is 1440, the end of the day). */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Hours that close at or before they open run past midnight, into the next day (same times: round the clock). */
const pastMidnight = (hours: OpeningHours) => minutesOf(hours.close) <= minutesOf(hours.open);

const MINUTES_PER_DAY = 1440;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** A minute of the week on a store's clock: Monday 00:00 is 0, Sunday 23:59 is 10,079. */
export const minuteOfWeek = (day: Weekday, minutes: number) => WEEKDAYS.indexOf(day) * MINUTES_PER_DAY + minutes;

/**
 * The minutes of the week a store is open, on its own clock, as sorted, separate ranges `[from, to)`:
 * each day's hours that are not closed, those past midnight running into the next day (Sunday's into
 * Monday morning). What "open now" is, here and in the database (`store_week`), which holds them.
 */
export function weeklyOpenMinutes(hours: readonly OpeningHours[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const day of hours) {
    if (day.isClosed || !WEEKDAYS.includes(day.day)) continue;
    const from = minuteOfWeek(day.day, minutesOf(day.open));
    const to = minuteOfWeek(day.day, minutesOf(day.close)) + (pastMidnight(day) ? MINUTES_PER_DAY : 0);
    if (to <= MINUTES_PER_WEEK) ranges.push([from, to]);
    else ranges.push([from, MINUTES_PER_WEEK], [0, to - MINUTES_PER_WEEK]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/**
 * The store's day and whether it is open at `instant`, on its own clock (`timeZone`, IANA), whatever
 * the zone of the machine running this: a New York store seen from California at 10 PM there is on
 * the next day, and closed. Open means the day is not closed and open <= now < close (spec section 4);
 * hours closing at or before they open carry on past midnight, so at 1 AM a store may be open by the
 * day before's hours (`weeklyOpenMinutes`). Null when the zone is unknown to this runtime's Intl.
 */
export function storeHoursAt(hours: readonly OpeningHours[], timeZone: string, instant: Date | number): StoreHoursNow | null {
  const formatter = formatterFor(timeZone);
  const now = formatter && wallClock(new Date(instant), formatter);
  if (!now) return null;
  const { day, minutes } = now;
  const minute = minuteOfWeek(day, minutes);
  const isOpen = weeklyOpenMinutes(hours).some(([from, to]) => from <= minute && minute < to);
  return { day, today: hours.find((hours) => hours.day === day), isOpen };
}
