import type { OpeningHours } from '@contracts/api.contract';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { SiteProvider } from '@/lib/site-context';
import { testSettings, weekHours } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { formatDayHours, formatTime, StoreHoursSection } from './store-hours-section';

/** Monday to Saturday 10 AM to 6 PM, closed on Sundays. */
const HOURS = weekHours({ Sunday: { open: '00:00', close: '00:00', isClosed: true } });

/** The section as the visitor's browser shows it at `now` (the store in New York unless said). */
function renderHoursAt(now: string, hours: OpeningHours[] = HOURS, timeZone = 'America/New_York') {
  jest.useFakeTimers({ now: new Date(now) });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const rendered = renderAt(<StoreHoursSection hours={hours} timeZone={timeZone} />);
  const toggle = () => screen.getByRole('button', { name: /Show All Hours|Show Less/ });
  /** The week the toggle shows and hides. */
  const week = () => {
    const list = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    if (!list) throw new Error('The toggle controls no list');
    expect(list).toHaveAttribute('aria-label', 'Opening hours, Monday to Sunday');
    return list;
  };
  const todayLine = () => screen.getByText(/^Today \(/).parentElement;
  return { ...rendered, user, toggle, week, todayLine };
}

afterEach(() => {
  jest.useRealTimers();
});

describe("the store page's hours", () => {
  it("shows today's hours and 'Open now' during them (a Wednesday, 11 AM in New York)", () => {
    const { todayLine } = renderHoursAt('2025-06-04T15:00:00Z');

    expect(screen.getByRole('heading', { name: 'Store Hours' })).toBeInTheDocument();
    expect(todayLine()).toHaveTextContent(/^Today \(Wednesday\): 10:00 AM - 6:00 PM$/);
    expect(screen.getByText('Open now')).toBeInTheDocument();
    expect(screen.queryByText('Closed now')).not.toBeInTheDocument();
  });

  it("says 'Closed now' before opening time", () => {
    const { todayLine } = renderHoursAt('2025-06-04T13:59:00Z'); // 9:59 AM in New York

    expect(todayLine()).toHaveTextContent('Today (Wednesday): 10:00 AM - 6:00 PM');
    expect(screen.getByText('Closed now')).toBeInTheDocument();
  });

  it('is open from the opening minute and closed from the closing minute', () => {
    const { unmount } = renderHoursAt('2025-06-04T14:00:00Z'); // 10:00 AM
    expect(screen.getByText('Open now')).toBeInTheDocument();
    unmount();
    jest.useRealTimers();

    renderHoursAt('2025-06-04T22:00:00Z'); // 6:00 PM
    expect(screen.getByText('Closed now')).toBeInTheDocument();
  });

  it("says 'Closed today' on a day the store is closed", () => {
    const { todayLine } = renderHoursAt('2025-06-08T16:00:00Z'); // a Sunday, noon in New York

    expect(todayLine()).toHaveTextContent(/^Today \(Sunday\): Closed today$/);
    expect(screen.getByText('Closed now')).toBeInTheDocument();
  });

  it("turns 'Open now' to 'Closed now' at closing time while the page stays open", () => {
    renderHoursAt('2025-06-04T21:59:30Z'); // 5:59:30 PM
    expect(screen.getByText('Open now')).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(30_000);
    });

    expect(screen.getByText('Closed now')).toBeInTheDocument();
  });

  it("reads the day and the time on the store's own clock, wherever the visitor is", () => {
    // 1 AM on Thursday in New York is still 10 PM on Wednesday in Los Angeles.
    const instant = '2025-06-05T05:00:00Z';
    const { todayLine, unmount } = renderHoursAt(instant, HOURS, 'America/New_York');
    expect(todayLine()).toHaveTextContent('Today (Thursday):');
    unmount();
    jest.useRealTimers();

    const losAngeles = renderHoursAt(instant, HOURS, 'America/Los_Angeles');
    expect(losAngeles.todayLine()).toHaveTextContent('Today (Wednesday):');
  });

  it('counts hours that run past midnight as open into the next morning', () => {
    const lateHours = weekHours({ Friday: { open: '18:00', close: '02:00', isClosed: false } });
    const { todayLine } = renderHoursAt('2025-06-07T05:30:00Z', lateHours); // Saturday 1:30 AM in New York

    expect(todayLine()).toHaveTextContent('Today (Saturday): 10:00 AM - 6:00 PM');
    expect(screen.getByText('Open now')).toBeInTheDocument();
  });

  it("renders its first HTML at the page's render time, the server's clock, not the visitor's", () => {
    jest.useFakeTimers({ now: new Date('2025-06-04T15:00:00Z') }); // the visitor's Wednesday
    const settings = { ...testSettings, renderedAt: '2025-06-08T16:00:00.000Z' }; // rendered on a Sunday

    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <SiteProvider settings={settings}>
        <StoreHoursSection hours={HOURS} timeZone="America/New_York" />
      </SiteProvider>,
    );

    expect(within(page).getByText(/^Today \(/).parentElement).toHaveTextContent(/^Today \(Sunday\): Closed today$/);
    expect(page).toHaveTextContent('Closed now');
    expect(page).not.toHaveTextContent('Open now');
  });

  it("folds the week away behind 'Show All Hours', and 'Show Less' folds it again", async () => {
    const { user, toggle, week } = renderHoursAt('2025-06-04T15:00:00Z');

    expect(toggle()).toHaveTextContent('Show All Hours');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(week()).not.toBeVisible();

    await user.click(toggle());
    expect(toggle()).toHaveTextContent('Show Less');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(week()).toBeVisible();

    await user.click(toggle());
    expect(toggle()).toHaveTextContent('Show All Hours');
    expect(week()).not.toBeVisible();
  });

  it("lists the week Monday to Sunday with each day's hours, today marked", async () => {
    const { user, toggle, week } = renderHoursAt('2025-06-04T15:00:00Z');

    await user.click(toggle());

    const days = within(week()).getAllByRole('listitem');
    expect(days.map((day) => day.textContent)).toEqual([
      'Monday10:00 AM - 6:00 PM',
      'Tuesday10:00 AM - 6:00 PM',
      'Wednesday10:00 AM - 6:00 PM',
      'Thursday10:00 AM - 6:00 PM',
      'Friday10:00 AM - 6:00 PM',
      'Saturday10:00 AM - 6:00 PM',
      'SundayClosed',
    ]);
    expect(days.filter((day) => day.getAttribute('aria-current') === 'date')).toEqual([days[2]]);
  });

  it('says when a store has no opening hours, and offers no week to show', () => {
    renderHoursAt('2025-06-04T15:00:00Z', []);

    expect(screen.getByText('Opening hours are not available for this store yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show All Hours' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Open now|Closed now/)).not.toBeInTheDocument();
  });
});

describe('hours as the page writes them', () => {
  it('reads 24-hour times on a 12-hour clock: midnight 12:00 AM, noon 12:00 PM', () => {
    expect(['00:00', '09:05', '12:00', '12:30', '17:30', '23:59'].map(formatTime)).toEqual([
      '12:00 AM',
      '9:05 AM',
      '12:00 PM',
      '12:30 PM',
      '5:30 PM',
      '11:59 PM',
    ]);
  });

  it("writes a day as 'open - close', or 'Closed'", () => {
    expect(formatDayHours({ day: 'Monday', open: '09:30', close: '17:00', isClosed: false })).toBe('9:30 AM - 5:00 PM');
    expect(formatDayHours({ day: 'Sunday', open: '09:30', close: '17:00', isClosed: true })).toBe('Closed');
  });
});
