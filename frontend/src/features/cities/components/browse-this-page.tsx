import type { StoreSummary } from '@contracts/api.contract';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { FoldToggle } from '@/components/ui/fold-toggle';
import { storeCardAnchor } from '@/features/stores';

interface ScrollState {
  /** The list is taller than its box: it scrolls. */
  scrolls: boolean;
  /** Names are still hidden below the box's bottom edge. */
  moreBelow: boolean;
}

const STILL: ScrollState = { scrolls: false, moreBelow: false };

/** Whether the element scrolls, and whether it has more below, kept up as it scrolls or its box changes. */
function useScrollState(element: RefObject<HTMLElement | null>, content: unknown): ScrollState {
  const [state, setState] = useState(STILL);
  useEffect(() => {
    const box = element.current;
    if (!box) return;
    const update = () => {
      const scrolls = box.scrollHeight > box.clientHeight;
      const moreBelow = scrolls && box.scrollHeight - box.scrollTop - box.clientHeight > 1;
      setState((current) => (current.scrolls === scrolls && current.moreBelow === moreBelow ? current : { scrolls, moreBelow }));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    // The box changes height with the window (sticky beside the cards on wide screens).
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(box);
    window.addEventListener('resize', update);
    return () => {
      box.removeEventListener('scroll', update);
      resized?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [element, content]);
  return state;
}

/**
 * 'BROWSE THIS PAGE': every store of the city page as a link to its card further down. Sticky beside
 * the cards on wide screens, a short scrolling box above them on narrow ones. A box that scrolls
 * shows six whole names and half of the next, faded with a down arrow while more names are below,
 * and takes the keyboard's focus so its arrow keys scroll it.
 */
export function BrowseThisPage({ stores }: { stores: StoreSummary[] }) {
  const list = useRef<HTMLOListElement>(null);
  const { scrolls, moreBelow } = useScrollState(list, stores);
  // On a phone the list folds behind its heading, so that the first store shows on the first screen.
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <nav
      aria-labelledby="browse-this-page-heading"
      className={`rounded-2xl border border-stone-200 bg-white shadow-sm lg:sticky lg:top-24 lg:flex lg:max-h-[calc(100dvh-7.5rem)] lg:flex-col lg:p-4 ${open ? 'p-4' : 'p-1'}`}
    >
      <h2 id="browse-this-page-heading" className="text-xs font-bold tracking-widest text-stone-600 lg:px-2">
        <span className="max-lg:hidden">BROWSE THIS PAGE</span>
        <FoldToggle open={open} onToggle={() => setOpen((shown) => !shown)} controls={`${id}-list`} variant="heading" className="lg:hidden">
          BROWSE THIS PAGE
        </FoldToggle>
      </h2>
      <div id={`${id}-list`} className={`relative mt-3 lg:flex lg:min-h-0 lg:flex-1 lg:flex-col ${open ? '' : 'max-lg:hidden'}`}>
        <ol
          ref={list}
          // A box that scrolls must take the focus (axe: scrollable-region-focusable); one that does not stays out of the tab order.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- only while the list scrolls
          tabIndex={scrolls ? 0 : undefined}
          aria-labelledby="browse-this-page-heading"
          data-scrolls={scrolls || undefined}
          // Rows are 34 px apart: 13.75rem shows six and the top half of the seventh.
          className="max-h-[13.75rem] space-y-0.5 overflow-y-auto overscroll-contain rounded-md pr-1 lg:max-h-none lg:min-h-0 lg:flex-1"
        >
          {stores.map((store) => (
            <li key={store.id}>
              <a
                href={`#${storeCardAnchor(store)}`}
                className="block rounded-md px-2 py-1.5 text-sm text-stone-700 hover:bg-orange-50 hover:text-orange-900"
              >
                {store.businessName}
              </a>
            </li>
          ))}
        </ol>
        {moreBelow && (
          <div
            aria-hidden="true"
            data-scroll-cue=""
            className="pointer-events-none absolute inset-x-0 bottom-0 flex h-10 items-end justify-center bg-linear-to-b from-white/0 to-white to-80%"
          >
            <ChevronDown className="size-4 text-stone-500" />
          </div>
        )}
      </div>
    </nav>
  );
}
