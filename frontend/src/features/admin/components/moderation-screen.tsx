import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { createContext, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { storeAuditQueryKey } from '../api/get-store-audit';

/** The parts of the moderation section that say what was done: the four lists and the audit trail. */
export type ModerationPart = 'suggestions' | 'reports' | 'claims' | 'closed' | 'audit';

interface Outcome {
  part: ModerationPart;
  message: ReactNode;
  /** A new one each time, so that the same words said twice are announced twice. */
  serial: number;
}

export interface ModerationScreen {
  /**
   * Says what was done under the part's heading (a polite live region) and puts the cursor on that
   * heading: the item acted on is gone from its list.
   */
  announce: (part: ModerationPart, message: ReactNode) => void;
  /**
   * Shows a store's audit trail (its slug), read afresh; from a list's button (`moveFocus`) the
   * cursor goes to the audit trail's heading.
   */
  openAudit: (storeSlug: string, options?: { moveFocus?: boolean }) => void;
  /** The store whose audit trail shows. */
  auditSlug: string | null;
  outcome: Outcome | null;
  /** A part's heading, as it mounts (and null as it goes). */
  registerHeading: (part: ModerationPart, heading: HTMLHeadingElement | null) => void;
}

const ModerationScreenContext = createContext<ModerationScreen | null>(null);

/** What the moderation section's parts share: the last outcome, the headings to return to, the audit trail shown. */
export function ModerationScreenProvider({ children }: { children: ReactNode }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [auditSlug, setAuditSlug] = useState<string | null>(null);
  const headings = useRef<Partial<Record<ModerationPart, HTMLHeadingElement | null>>>({});
  const serial = useRef(0);

  const announce = useCallback((part: ModerationPart, message: ReactNode) => {
    serial.current += 1;
    setOutcome({ part, message, serial: serial.current });
    headings.current[part]?.focus();
  }, []);

  const queryClient = useQueryClient();
  const openAudit = useCallback(
    (storeSlug: string, { moveFocus = true }: { moveFocus?: boolean } = {}) => {
      setOutcome((current) => (current?.part === 'audit' ? null : current));
      setAuditSlug(storeSlug);
      // Shown already: read again (it is also read again after every action).
      void queryClient.invalidateQueries({ queryKey: storeAuditQueryKey(storeSlug) });
      if (moveFocus) headings.current.audit?.focus();
    },
    [queryClient],
  );

  const registerHeading = useCallback((part: ModerationPart, heading: HTMLHeadingElement | null) => {
    headings.current[part] = heading;
  }, []);

  const screen = useMemo<ModerationScreen>(
    () => ({ announce, openAudit, auditSlug, outcome, registerHeading }),
    [announce, openAudit, auditSlug, outcome, registerHeading],
  );
  return <ModerationScreenContext value={screen}>{children}</ModerationScreenContext>;
}

export function useModerationScreen(): ModerationScreen {
  const screen = useContext(ModerationScreenContext);
  if (!screen) throw new Error('useModerationScreen() needs a <ModerationScreenProvider> above it.');
  return screen;
}

/**
 * A part's polite live region: empty (and taking no room) until something was done there; then
 * what, in green. Present from the start, so that what appears in it is announced.
 */
export function OutcomeLine({ part }: { part: ModerationPart }) {
  const { outcome } = useModerationScreen();
  const shown = outcome?.part === part ? outcome : null;
  return (
    <div role="status" className="mt-4 empty:mt-0">
      {shown && (
        <p
          key={shown.serial}
          className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 break-words text-green-900"
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span className="min-w-0">{shown.message}</span>
        </p>
      )}
    </div>
  );
}

/**
 * One part of the moderation section in a box: its heading (where the cursor returns after an
 * action there), a line under it, what was just done, then its items.
 */
export function ModerationPanel({
  part,
  title,
  intro,
  children,
}: {
  part: ModerationPart;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const { registerHeading } = useModerationScreen();
  return (
    <section aria-labelledby={titleId} className={moderationPanelClass}>
      <h3 id={titleId} tabIndex={-1} ref={(heading) => registerHeading(part, heading)} className="text-xl font-semibold text-stone-900">
        {title}
      </h3>
      {intro && <div className="mt-1 text-stone-700">{intro}</div>}
      <OutcomeLine part={part} />
      {children}
    </section>
  );
}

/** The admin page's white box, with less room inside on phones (the items inside have their own). */
const moderationPanelClass = 'rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

/** A list's placeholder when nothing waits in it. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="mt-4 rounded-xl bg-stone-50 px-4 py-3 text-stone-700">{children}</p>;
}

/** A list of items, each drawn by `children` (with its key); `empty` says so when there is none. */
export function ItemList<Item>({
  items,
  empty,
  className = 'mt-4 space-y-4',
  children,
}: {
  items: Item[];
  empty: string;
  className?: string;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <EmptyList>{empty}</EmptyList>;
  return <ul className={className}>{items.map((item) => children(item))}</ul>;
}

/** An item's box within a list. */
export const itemClass = 'rounded-xl border border-stone-200 bg-stone-50/60 p-4 sm:p-5';

/** The links of the lists (store pages, websites, e-mail addresses). */
export const linkClass =
  'rounded-sm font-semibold break-words text-orange-800 underline decoration-orange-800/40 underline-offset-2 hover:text-orange-950 hover:decoration-orange-950';

/** An item's heading: the store it is about, linked to its page, and anything after the name. */
export function StoreHeading({ store, children }: { store: { path: string; businessName: string }; children?: ReactNode }) {
  return (
    <h4 className="text-lg font-semibold break-words text-stone-900">
      <Link to={store.path} className={linkClass}>
        {store.businessName}
      </Link>
      {children}
    </h4>
  );
}

/** A row of an item's actions, wrapping on narrow screens. */
export const actionsClass = 'mt-4 flex flex-wrap gap-2';

/** An item's head with its actions at its right (under it when there is no room). */
export const itemHeadClass = 'flex flex-wrap items-start justify-between gap-x-4 gap-y-3';

/** An item's fields, label over value on phones, side by side from 640 px. */
export function Fields({ fields }: { fields: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="mt-3 grid gap-x-4 sm:grid-cols-[9rem_minmax(0,1fr)]">
      {fields.map((field) => (
        <div key={field.label} className="contents">
          <dt className="mt-2 text-sm font-medium text-stone-600 sm:mt-1">{field.label}</dt>
          <dd className="break-words text-stone-900 sm:mt-1">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Oldest first', and how many more wait when the queue sends only the oldest. */
export function ShownOf({ shown, total }: { shown: number; total: number }) {
  if (shown === 0) return null;
  return <p className="text-sm">{total > shown ? `The oldest ${shown} of ${total}, oldest first.` : 'Oldest first.'}</p>;
}
