import { Check, ClipboardCheck, DoorClosed, DoorOpen, GitMerge, History, UserX, X, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { ActionButton, ItemFailure } from './moderation-controls';
import { failureText } from './moderation-format';
import { actionsClass, itemHeadClass } from './moderation-screen';
import { ReasonForm, type InlineForm } from './reason-form';

/** The moderation actions' buttons: the word, the word while the server works, the icon. */
export const VERBS = {
  approve: { label: 'Approve', busyLabel: 'Approving…', icon: Check },
  reject: { label: 'Reject', busyLabel: 'Rejecting…', icon: X },
  merge: { label: 'Merge', busyLabel: 'Merging…', icon: GitMerge },
  close: { label: 'Mark closed', busyLabel: 'Closing…', icon: DoorClosed },
  resolve: { label: 'Resolve reports', busyLabel: 'Resolving…', icon: ClipboardCheck },
  reopen: { label: 'Reopen', busyLabel: 'Reopening…', icon: DoorOpen },
  revoke: { label: 'Revoke', busyLabel: 'Revoking…', icon: UserX },
  auditTrail: { label: 'Audit trail', icon: History },
} as const;

/** What the bar reads of an action's mutation (what TanStack Query's `useMutation` answers). */
interface ActionMutation {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

interface Action {
  /** The button's word ('Reject'); its name adds what it acts on ('Reject Blue Door Resale'). */
  label: string;
  icon: LucideIcon;
  /** What it acts on, when not the item's name ('for Sunrise Consignment'). */
  itemName?: string;
}

/** Done at the click, the item's main action (Approve): its button says `busyLabel` meanwhile; a failure shows under the bar. */
export interface RunAction extends Action {
  busyLabel: string;
  mutation: ActionMutation;
  run: () => void;
  /** What failed, before the API's message: 'Could not approve the claim'. */
  failure: string;
}

/** Asks why first (Reject): its button opens a {@link ReasonForm} in place of the bar. */
export interface ReasonAction extends Action {
  /** The form's button while the server works ('Rejecting…'). */
  busyLabel: string;
  mutation: ActionMutation;
  /** The field's label, naming the item ('Why reject Blue Door Resale?'), and under it what the reason is for. */
  question: string;
  hint: string;
  submit: (reason: string) => void;
}

/** Asks more than why (Merge: into which store?): its button opens `form` in place of the bar. */
export interface FormAction extends Action {
  busyLabel: string;
  mutation: ActionMutation;
  form: (form: InlineForm) => ReactNode;
}

/** Shows something elsewhere (Audit trail): never waits for the item's other actions. */
export interface ShowAction extends Action {
  show: () => void;
}

export type ModerationAction = RunAction | ReasonAction | FormAction | ShowAction;

interface ModerationActionsProps {
  /** What the buttons act on, said after each one's word ('Approve Blue Door Resale'). */
  itemName: string;
  /** In the row's order; `false` for one the item does not offer. */
  actions: Array<ModerationAction | false>;
  /** The item's head (its name, where): the buttons stand at its right rather than under the item. */
  head?: ReactNode;
}

/**
 * An item's actions (Approve, Reject, Audit trail…): a row of buttons, each naming the item for
 * screen readers. While one of them runs the others wait (focusable, `aria-disabled`); a failure of a
 * `run` action shows under the row. A form an action opens replaces the row (so that the form's own
 * button is the only one of its name); its Cancel brings the row back, the cursor on the button that
 * opened it.
 */
export function ModerationActions({ itemName, head, ...props }: ModerationActionsProps) {
  const actions = props.actions.filter((action) => action !== false);
  const forms = useInlineForms();
  const busy = actions.some((action) => 'mutation' in action && action.mutation.isPending);
  const opened = actions.filter(opensForm).find((action) => action.label === forms.open);

  const behaviour = (action: ModerationAction): Partial<ComponentProps<typeof ActionButton>> => {
    if (opensForm(action)) return { blocked: busy, ref: forms.opener(action.label), onClick: () => forms.show(action.label) };
    if ('run' in action)
      return { primary: true, busyLabel: action.busyLabel, busy: action.mutation.isPending, blocked: busy, onClick: action.run };
    return { onClick: action.show };
  };
  const buttons =
    forms.open === null &&
    actions.map((action) => (
      <ActionButton
        key={action.label}
        label={action.label}
        itemName={action.itemName ?? itemName}
        icon={action.icon}
        {...behaviour(action)}
      />
    ));

  return (
    <>
      {head === undefined ? (
        buttons && <div className={actionsClass}>{buttons}</div>
      ) : (
        <div className={itemHeadClass}>
          {head}
          {buttons && buttons.length > 1 ? <div className="flex flex-wrap gap-2">{buttons}</div> : buttons}
        </div>
      )}
      {actions.map(
        (action) =>
          'run' in action && (
            <ItemFailure
              key={action.label}
              text={action.mutation.isError ? `${action.failure}: ${failureText(action.mutation.error)}` : null}
            />
          ),
      )}
      {opened &&
        formOf(opened, {
          action: opened.label,
          busyAction: opened.busyLabel,
          itemName: opened.itemName ?? itemName,
          pending: opened.mutation.isPending,
          failure: opened.mutation.isError ? failureText(opened.mutation.error) : null,
          onCancel: () => {
            opened.mutation.reset();
            forms.close();
          },
        })}
    </>
  );
}

const opensForm = (action: ModerationAction): action is ReasonAction | FormAction => 'question' in action || 'form' in action;

/** The form an action opens, given its words, state and Cancel. */
function formOf(action: ReasonAction | FormAction, form: InlineForm): ReactNode {
  if ('form' in action) return action.form(form);
  return <ReasonForm {...form} label={action.question} hint={action.hint} onSubmit={action.submit} />;
}

/**
 * The inline forms of an item (by their action's label), one open at a time in place of the item's
 * buttons: closing one puts the cursor back on the button that opened it.
 */
function useInlineForms() {
  const [open, setOpen] = useState<string | null>(null);
  const openers = useRef<Record<string, HTMLButtonElement | null>>({});
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    if (open !== null || returnTo.current === null) return;
    openers.current[returnTo.current]?.focus();
    returnTo.current = null;
  }, [open]);
  return {
    open,
    show: (form: string) => setOpen(form),
    close: () => {
      returnTo.current = open;
      setOpen(null);
    },
    /** The opening button's ref. */
    opener: (form: string) => (button: HTMLButtonElement | null) => {
      openers.current[form] = button;
    },
  };
}
