import { Calendar } from 'lucide-react';

const updatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const TONE_CLASSES = {
  orange: 'bg-orange-100 text-orange-900',
  emerald: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200 ring-inset',
} as const;

/**
 * 'Updated May 17, 2023': when a page's listings were last brought up to date. `date` is an ISO
 * date or date-time, read in UTC, and stays machine-readable in the `<time>` element.
 */
export function UpdatedBadge({ date, tone = 'orange' }: { date: string; tone?: keyof typeof TONE_CLASSES }) {
  return (
    <p className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ${TONE_CLASSES[tone]}`}>
      <Calendar className="size-4 shrink-0" />
      <span>
        Updated <time dateTime={date}>{updatedFormat.format(new Date(date))}</time>
      </span>
    </p>
  );
}
