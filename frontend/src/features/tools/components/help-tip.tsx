import { CircleHelp } from 'lucide-react';
import { useId, useState } from 'react';

/**
 * A help mark beside a label: its text shows while the mark is hovered or focused (Escape hides
 * it), and screen readers hear it as the mark's description.
 */
export function HelpTip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-label={`About ${label}`}
        aria-describedby={id}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        className="inline-flex size-6 items-center justify-center rounded-full text-stone-600 hover:text-orange-800"
      >
        <CircleHelp className="size-4" aria-hidden="true" />
      </button>
      <span
        id={id}
        role="tooltip"
        className={`absolute bottom-full left-1/2 z-10 mb-2 w-64 -translate-x-1/2 rounded-lg bg-stone-900 px-3 py-2 text-sm font-normal text-white shadow-lg ${open ? '' : 'hidden'}`}
      >
        {text}
      </span>
    </span>
  );
}
