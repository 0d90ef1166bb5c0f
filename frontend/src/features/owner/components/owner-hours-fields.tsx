import type { OpeningHours } from '@contracts/api.contract';
import { useId } from 'react';
import { controlClass } from '@/components/ui/form-field';

/** A form control with less padding: a phone's half row holds '09:00 AM' and the clock button. */
const timeInputClass = controlClass.replace('px-3', 'px-2');

/** What an open day's times are set to when its 'Closed' box is cleared and it had none. */
const DEFAULT_DAY = { open: '10:00', close: '18:00' } as const;

/** 'Central Time (America/Chicago)': the zone's everyday name, and its name in the data. */
export function timeZoneName(timeZone: string): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}

/** What is wrong with each day's times, by day: an open day needs both, the closing after the opening. */
export function hoursErrors(hours: OpeningHours[]): Partial<Record<OpeningHours['day'], string>> {
  const errors: Partial<Record<OpeningHours['day'], string>> = {};
  for (const day of hours) {
    if (day.isClosed) continue;
    if (!day.open || !day.close) errors[day.day] = `Enter when it opens and closes on ${day.day}, or tick “Closed”.`;
    else if (day.close <= day.open) errors[day.day] = `On ${day.day}, closing must come after opening.`;
  }
  return errors;
}

interface OwnerHoursFieldsProps {
  hours: OpeningHours[];
  timeZone: string;
  errors: Partial<Record<OpeningHours['day'], string>>;
  onChange: (hours: OpeningHours[]) => void;
}

/**
 * The week's hours, Monday to Sunday: each day a group of a 'Closed' box and its opening and closing
 * times (24-hour 'HH:MM' in the data; the browser shows them its own way), in the store's own time.
 */
export function OwnerHoursFields({ hours, timeZone, errors, onChange }: OwnerHoursFieldsProps) {
  const id = useId();
  const change = (index: number, patch: Partial<OpeningHours>) =>
    onChange(hours.map((day, at) => (at === index ? { ...day, ...patch } : day)));

  return (
    <fieldset aria-describedby={`${id}-zone`}>
      <legend className="text-lg font-bold text-stone-900">Opening hours</legend>
      <p id={`${id}-zone`} className="mt-1 text-sm text-stone-700">
        Times are the store’s own local time: {timeZoneName(timeZone)}.
      </p>
      <div className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200">
        {hours.map((day, index) => {
          const dayId = `${id}-${day.day}`;
          const error = errors[day.day];
          return (
            <div
              key={day.day}
              role="group"
              aria-labelledby={dayId}
              aria-describedby={error ? `${dayId}-error` : undefined}
              className="grid grid-cols-2 items-center gap-x-3 gap-y-2 px-3 py-3 sm:grid-cols-[7rem_6.5rem_minmax(0,11rem)_minmax(0,11rem)] sm:gap-x-4 sm:px-4"
            >
              <span id={dayId} className="font-semibold text-stone-900">
                {day.day}
              </span>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-stone-800">
                <input
                  type="checkbox"
                  checked={day.isClosed}
                  onChange={(event) =>
                    change(index, {
                      isClosed: event.target.checked,
                      // Opened again without times of its own (a closed day's '00:00' to '00:00'): the usual ones.
                      ...(!event.target.checked && !(day.open && day.close && day.open < day.close) ? DEFAULT_DAY : {}),
                    })
                  }
                  className="size-4 shrink-0 accent-orange-800"
                />
                <span>
                  <span className="sr-only">{day.day} </span>Closed
                </span>
              </label>
              <TimeField
                label="Opens"
                first
                day={day.day}
                value={day.open}
                disabled={day.isClosed}
                invalid={Boolean(error)}
                onChange={(open) => change(index, { open })}
              />
              <TimeField
                label="Closes"
                day={day.day}
                value={day.close}
                disabled={day.isClosed}
                invalid={Boolean(error)}
                onChange={(close) => change(index, { close })}
              />
              {error && (
                <p id={`${dayId}-error`} className="col-span-full text-sm font-medium text-red-800">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

interface TimeFieldProps {
  label: string;
  /** The day's first field (its opening time). */
  first?: boolean;
  day: string;
  value: string;
  disabled: boolean;
  invalid: boolean;
  onChange: (value: string) => void;
}

function TimeField({ label, first = false, day, value, disabled, invalid, onChange }: TimeFieldProps) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        <span className="sr-only">{day} </span>
        {label}
      </label>
      <input
        id={id}
        // The first field of a day, to put the cursor in when the day's times are wrong.
        data-day={first ? day : undefined}
        type="time"
        step={60}
        value={disabled ? '' : value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${timeInputClass} mt-0.5 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500`}
      />
    </div>
  );
}
