import type { OpeningHours, Weekday } from '../contracts/api.contract';

const WEEKDAYS: readonly Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const OPENING_TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00'];
const WEEKDAY_CLOSING_TIMES = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00'];
const WEEKEND_CLOSING_TIMES = ['15:00', '16:00', '17:00'];
/** Stores whose id ends in one of these digits are closed on Sundays. */
const CLOSED_ON_SUNDAY_DIGITS = new Set([0, 3, 7]);

/**
 * A store's weekly hours, generated from its id (hours are not stored): opening 9:00 to 11:00,
 * closing 17:00 to 20:00 on weekdays and 15:00 to 17:00 at the weekend, some stores closed on Sunday.
 */
export function generateOpeningHours(storeId: number): OpeningHours[] {
  const open = OPENING_TIMES[storeId % OPENING_TIMES.length]!;
  const weekdayClose = WEEKDAY_CLOSING_TIMES[Math.floor(storeId / 5) % WEEKDAY_CLOSING_TIMES.length]!;
  const weekendClose = WEEKEND_CLOSING_TIMES[Math.floor(storeId / 7) % WEEKEND_CLOSING_TIMES.length]!;
  const closedOnSunday = CLOSED_ON_SUNDAY_DIGITS.has(storeId % 10);

  return WEEKDAYS.map((day) => {
    const weekend = day === 'Saturday' || day === 'Sunday';
    return {
      day,
      open,
      close: weekend ? weekendClose : weekdayClose,
      isClosed: day === 'Sunday' && closedOnSunday,
    };
  });
}

/** A store's hours as its page shows them: its verified owner's, or those generated from its id. */
export const storeOpeningHours = (store: { id: number; hours: OpeningHours[] | null }): OpeningHours[] =>
  store.hours ?? generateOpeningHours(store.id);
