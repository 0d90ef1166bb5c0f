import { generateOpeningHours } from './store-hours';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe('generateOpeningHours', () => {
  const ids = Array.from({ length: 200 }, (_, index) => index + 1);

  it('gives seven days, Monday to Sunday', () => {
    expect(generateOpeningHours(7).map((hours) => hours.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('opens between 9:00 and 11:00 and closes 17:00-20:00 on weekdays, 15:00-17:00 at the weekend', () => {
    for (const id of ids) {
      for (const hours of generateOpeningHours(id)) {
        expect(minutes(hours.open)).toBeGreaterThanOrEqual(9 * 60);
        expect(minutes(hours.open)).toBeLessThanOrEqual(11 * 60);
        const [from, to] = hours.day === 'Saturday' || hours.day === 'Sunday' ? [15, 17] : [17, 20];
        expect(minutes(hours.close)).toBeGreaterThanOrEqual(from * 60);
        expect(minutes(hours.close)).toBeLessThanOrEqual(to * 60);
      }
    }
  });

  it('closes some stores on Sunday, chosen by the last digit of the id, and no store on another day', () => {
    const closedOnSunday = ids.filter((id) => generateOpeningHours(id)[6]!.isClosed);
    expect(closedOnSunday.length).toBeGreaterThan(0);
    expect(closedOnSunday.length).toBeLessThan(ids.length);
    for (const id of closedOnSunday) expect(generateOpeningHours(id + 10)[6]!.isClosed).toBe(true);
    for (const id of ids)
      expect(
        generateOpeningHours(id)
          .slice(0, 6)
          .every((hours) => !hours.isClosed),
      ).toBe(true);
  });

  it('is the same every time for the same store', () => {
    expect(generateOpeningHours(4242)).toEqual(generateOpeningHours(4242));
  });
});
