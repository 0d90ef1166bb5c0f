import type { OpeningHours } from '@contracts/api.contract';
import { storeHoursAt } from '@contracts/opening-hours';
import { BadgeCheck, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useNow } from '@/lib/use-now';

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

/**
 * 'Store Hours': today's hours and whether the store is open now, both in the store's own time zone
 * (a New York store's day and state, whoever looks), and the whole week on demand. `ownHours`: the
 * store's owner gave them (else they are the directory's estimate), which a note says.
 */
export function StoreHoursSection({ hours, timeZone, ownHours = false }: { hours: OpeningHours[]; timeZone: string; ownHours?: boolean }) {
  const atNow = storeHoursAt(hours, timeZone, useNow());
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const todayName = atNow?.day;
  const today = atNow?.today;
  const open = atNow?.isOpen ?? false;

  return (
    <section aria-labelledby="store-hours-heading" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="store-hours-heading" className="text-xl font-bold tracking-tight text-stone-900">
        Store Hours
      </h2>
      {hours.length > 0 && <p className="mt-1 text-sm text-stone-600">In the store’s local time.</p>}
      {ownHours && (
        <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-sky-50 px-2.5 py-0.5 text-sm font-semibold text-sky-900 ring-1 ring-sky-200 ring-inset">
          <BadgeCheck className="size-4 shrink-0" aria-hidden="true" />
          Hours from the owner
        </p>
      )}
      {today ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-stone-700">
            <span className="font-semibold text-stone-900">Today ({today.day}):</span>{' '}
            {today.isClosed ? 'Closed today' : formatDayHours(today)}
          </p>
          <span
            className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
              open
                ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200 ring-inset'
                : 'bg-stone-100 text-stone-700 ring-1 ring-stone-300 ring-inset'
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
          <ul
            id={listId}
            hidden={!expanded}
            aria-label="Opening hours, Monday to Sunday"
            className="mt-2 divide-y divide-stone-100 text-sm"
          >
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
