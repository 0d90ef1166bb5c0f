import { CircleHelp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

/**
 * A help mark beside a label: its text shows while the mark or the text is hovered, while the mark
 * has the focus, and after a tap; Escape hides it. Screen readers hear it as the mark's description.
 */
export function HelpTip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <span className="relative inline-flex" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        aria-label={`About ${label}`}
        aria-describedby={id}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
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
