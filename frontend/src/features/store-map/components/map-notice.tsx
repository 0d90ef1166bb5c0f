import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface MapNoticeProps {
  children: ReactNode;
  /** A spinner beside the text, for the loading states. */
  busy?: boolean;
  /** 'alert' for a failure the visitor should hear about at once. */
  tone?: 'status' | 'alert';
  action?: { label: string; onClick: () => void };
}

/** A message in the middle of the map's box: a loading state, an empty map or a failed view. */
export function MapNotice({ children, busy = false, tone = 'status', action }: MapNoticeProps) {
  return (
    <div className="pointer-events-none absolute inset-0 z-[1000] flex items-center justify-center p-4">
      <div
        role={tone}
        className="pointer-events-auto flex flex-wrap items-center justify-center gap-3 rounded-xl bg-white/95 px-5 py-3 text-center text-base font-medium text-stone-800 shadow-md"
      >
        {busy && (
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-orange-800 border-t-transparent motion-reduce:animate-none"
          />
        )}
        <span>{children}</span>
        {action && (
          <Button type="button" size="xs" className="shadow-none" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </div>
    </div>
  );
}
