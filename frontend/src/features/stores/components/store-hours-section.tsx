import type { OpeningHours, Weekday } from '@contracts/api.contract';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** `Date.getDay()` order: Sunday is 0. */
const WEEKDAYS_FROM_SUNDAY: readonly Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** '17:30' (24-hour, as the data has it) reads '5:30 PM'. */
export function formatTime(time: string): string {
  const total = minutesOf(time);
  const hours = Math.floor(total / 60) % 24;
  const minutes = total % 60;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const displayHours = hours % 12 === 0 ? 12 : hours % 12;
  return `${displayHours}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** '10:00 AM - 6:00 PM', or 'Closed'. */
export function formatDayHours(day: OpeningHours): string {
  return day.isClosed ? 'Closed' : `${formatTime(day.open)} - ${formatTime(day.close)}`;
}

/** Open if the day is not closed and now >= open and now < close (spec section 4). */
export function isOpenAt(day: OpeningHours, now: Date): boolean {
  if (day.isClosed) return false;
  const current = now.getHours() * 60 + now.getMinutes();
  return current >= minutesOf(day.open) && current < minutesOf(day.close);
}

/**
 * The visitor's clock, read again every minute so 'Open now' turns to 'Closed now' on time; null on
 * the server and in the browser's first render, which must match the server's HTML.
 */
function useNow(): Date | null {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return hydrated ? now : null;
}

/** 'Store Hours': today's hours and whether the store is open now, and the whole week on demand. */
export function StoreHoursSection({ hours }: { hours: OpeningHours[] }) {
  const now = useNow();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const todayName = now ? WEEKDAYS_FROM_SUNDAY[now.getDay()] : undefined;
  const today = hours.find((day) => day.day === todayName);
  const open = today && now ? isOpenAt(today, now) : false;

  return (
    <section aria-labelledby="store-hours-heading" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="store-hours-heading" className="text-xl font-bold tracking-tight text-stone-900">
        Store Hours
      </h2>
      {today ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-stone-700">
            <span className="font-semibold text-stone-900">Today ({today.day}):</span>{' '}
            {today.isClosed ? 'Closed today' : formatDayHours(today)}
          </p>
          <span
            className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
              open ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200 ring-inset' : 'bg-stone-100 text-stone-700 ring-1 ring-stone-300 ring-inset'
            }`}
          >
            <span aria-hidden="true" className={`size-2 rounded-full ${open ? 'bg-emerald-600' : 'bg-stone-500'}`} />
            {open ? 'Open now' : 'Closed now'}
          </span>
        </div>
      ) : hours.length === 0 ? (
        <p className="mt-4 text-stone-700">Opening hours are not available for this store yet.</p>
      ) : null}

      {hours.length > 0 && (
        <>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
            className="mt-4 inline-flex min-h-11 items-center gap-1.5 rounded-md text-sm font-semibold text-orange-800 hover:text-orange-950 hover:underline"
          >
            {expanded ? 'Show Less' : 'Show All Hours'}
            <ChevronDown className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
          </button>
          <ul id={listId} hidden={!expanded} aria-label="Opening hours, Monday to Sunday" className="mt-2 divide-y divide-stone-100 text-sm">
            {hours.map((day) => {
              const isToday = day.day === todayName;
              return (
                <li
                  key={day.day}
                  aria-current={isToday ? 'date' : undefined}
                  className={`flex justify-between gap-4 py-2 ${isToday ? 'font-semibold text-stone-900' : 'text-stone-700'}`}
                >
                  <span>{day.day}</span>
                  <span>{formatDayHours(day)}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
