import { CONTRIBUTION_LIMITS, PROBLEM_LABELS, type StoreReports } from '@contracts/contributions.contract';
import { useId, useRef, useState } from 'react';
import { useCloseStore } from '../api/close-store';
import { useResolveReports } from '../api/resolve-reports';
import { ModerationActions, VERBS } from './moderation-actions';
import { EmailLink, When } from './moderation-controls';
import { sentence } from './moderation-format';
import { itemClass, ItemList, ModerationPanel, ShownOf, StoreHeading, useModerationScreen } from './moderation-screen';
import { ReasonForm, type InlineForm } from './reason-form';

const RESOLUTIONS = [
  { value: 'corrected', text: 'The listing was corrected', prefix: 'Corrected: ' },
  { value: 'dismissed', text: 'The reports are wrong: dismissed', prefix: 'Dismissed: ' },
] as const;

type Resolution = (typeof RESOLUTIONS)[number]['value'];

/** The reason sent is one line: how they were resolved, then why ('Corrected: new phone number'). */
const REASON_ROOM = CONTRIBUTION_LIMITS.reason - Math.max(...RESOLUTIONS.map((resolution) => resolution.prefix.length));

/** Resolve a store's reports: corrected or dismissed (a radio each), and why. */
function ResolveForm({
  group,
  onResolve,
  ...form
}: InlineForm & {
  group: StoreReports;
  onResolve: (resolution: Resolution, reason: string) => void;
}) {
  const errorId = useId();
  const [resolution, setResolution] = useState<Resolution | null>(null);
  const [missing, setMissing] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  const name = group.store.businessName;

  return (
    <ReasonForm
      {...form}
      label={`Reason for resolving the reports on ${name}`}
      hint="What was wrong, or why the reports are mistaken. Kept in the store’s audit trail."
      maxLength={REASON_ROOM}
      validate={() => {
        setMissing(resolution === null);
        if (resolution === null) firstRadio.current?.focus();
        return resolution !== null;
      }}
      onSubmit={(reason) => {
        if (resolution) onResolve(resolution, reason);
      }}
    >
      <fieldset aria-describedby={missing ? errorId : undefined}>
        <legend className="font-semibold text-stone-900">How were the reports on {name} resolved?</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          {RESOLUTIONS.map((option, index) => (
            <label key={option.value} className="flex min-h-11 items-center gap-2 text-stone-900">
              <input
                ref={index === 0 ? firstRadio : undefined}
                type="radio"
                name="resolution"
                value={option.value}
                checked={resolution === option.value}
                onChange={() => {
                  setResolution(option.value);
                  setMissing(false);
                }}
                className="size-5 shrink-0 accent-orange-800"
              />
              {option.text}
            </label>
          ))}
        </div>
        <p id={errorId} role="alert" className="font-medium text-red-800 empty:hidden">
          {missing ? 'Choose whether the listing was corrected or the reports dismissed.' : null}
        </p>
      </fieldset>
    </ReasonForm>
  );
}

/** A store's open reports: the store, each report, and Mark closed, Resolve reports, Audit trail. */
function StoreReportsCard({ group }: { group: StoreReports }) {
  const { announce, openAudit } = useModerationScreen();
  const { store, reports } = group;
  const close = useCloseStore({
    onDone: (_, { store: closed }) =>
      announce('reports', `Marked ${closed.businessName} closed. Its page now says so and points to stores nearby.`),
  });
  const resolve = useResolveReports({
    onDone: (_, { group: resolved, reason }) =>
      announce(
        'reports',
        sentence(`${reason.startsWith('Dismissed') ? 'Dismissed' : 'Resolved'} the reports on ${resolved.store.businessName}`),
      ),
  });

  return (
    <li className={itemClass}>
      <StoreHeading store={store}>
        <span className="font-normal text-stone-700">
          {' '}
          · {store.city}, {store.stateAbbreviation}
        </span>
      </StoreHeading>
      <p className="mt-1 text-sm text-stone-700">{reports.length === 1 ? '1 report' : `${reports.length} reports`}</p>
      <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {reports.map((report) => (
          <li key={report.id} className="px-4 py-3">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold text-stone-900">{PROBLEM_LABELS[report.problem] ?? report.problem}</span>
              <span className="text-sm text-stone-600">
                <When iso={report.createdAt} />
              </span>
            </p>
            {report.note && <p className="mt-1 break-words whitespace-pre-line text-stone-800">{report.note}</p>}
            {report.email && (
              <p className="mt-1 text-sm text-stone-700">
                From <EmailLink email={report.email} />
              </p>
            )}
          </li>
        ))}
      </ul>
      <ModerationActions
        itemName={store.businessName}
        actions={[
          {
            ...VERBS.close,
            mutation: close,
            question: `Why mark ${store.businessName} closed?`,
            hint: 'Its page will say the store has closed and point to stores nearby. Kept in the store’s audit trail.',
            submit: (reason) => close.mutate({ store, reason }),
          },
          {
            ...VERBS.resolve,
            itemName: `for ${store.businessName}`,
            mutation: resolve,
            form: (form) => (
              <ResolveForm
                {...form}
                group={group}
                onResolve={(resolution, reason) => {
                  const prefix = RESOLUTIONS.find((option) => option.value === resolution)?.prefix ?? '';
                  resolve.mutate({ group, reason: `${prefix}${reason}` });
                }}
              />
            ),
          },
          { ...VERBS.auditTrail, itemName: `of ${store.businessName}`, show: () => openAudit(store.slug) },
        ]}
      />
    </li>
  );
}

/** 'Reports': visitors' reports of problems, a box per store, oldest first. */
export function ReportList({ reports, total }: { reports: StoreReports[]; total: number }) {
  return (
    <ModerationPanel part="reports" title="Reports" intro={<ShownOf shown={reports.length} total={total} />}>
      <ItemList items={reports} empty="No reports are waiting.">
        {(group) => <StoreReportsCard key={group.store.slug} group={group} />}
      </ItemList>
    </ModerationPanel>
  );
}
