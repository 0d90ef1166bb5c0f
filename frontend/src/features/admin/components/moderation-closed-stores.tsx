import type { ClosedStoreItem } from '@contracts/contributions.contract';
import { DoorOpen, History } from 'lucide-react';
import { useReopenStore } from '../api/reopen-store';
import { ActionButton, useInlineForms, When } from './moderation-controls';
import { failureText } from './moderation-format';
import { EmptyList, itemClass, ModerationPanel, useModerationScreen } from './moderation-screen';
import { ReasonForm } from './reason-form';

/** A closed store: where, since when, and Reopen (why) and its Audit trail. */
function ClosedStoreCard({ store }: { store: ClosedStoreItem }) {
  const { announce, openAudit } = useModerationScreen();
  const forms = useInlineForms<'reopen'>();
  const reopen = useReopenStore({
    onDone: (_, { store: reopened }) => announce('closed', `Reopened ${reopened.businessName}: it is listed again.`),
  });

  return (
    <li className={itemClass}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <h4 className="text-lg font-semibold break-words text-stone-900">{store.businessName}</h4>
          <p className="text-stone-700">
            {store.city}, {store.stateAbbreviation} · closed <When iso={store.closedAt} />
          </p>
        </div>
        {forms.open === null && (
          <div className="flex flex-wrap gap-2">
            <ActionButton
              label="Reopen"
              itemName={store.businessName}
              icon={DoorOpen}
              blocked={reopen.isPending}
              ref={forms.opener('reopen')}
              onClick={() => forms.show('reopen')}
            />
            <ActionButton label="Audit trail" itemName={`of ${store.businessName}`} icon={History} onClick={() => openAudit(store.slug)} />
          </div>
        )}
      </div>
      {forms.open === 'reopen' && (
        <ReasonForm
          label={`Why reopen ${store.businessName}?`}
          hint="It will be listed again. Kept in the store’s audit trail."
          action="Reopen"
          busyAction="Reopening…"
          itemName={store.businessName}
          pending={reopen.isPending}
          failure={reopen.isError ? failureText(reopen.error) : null}
          onSubmit={(reason) => reopen.mutate({ store, reason })}
          onCancel={() => {
            reopen.reset();
            forms.close();
          }}
        />
      )}
    </li>
  );
}

/** 'Closed stores': the latest closed, to reopen one closed by mistake. */
export function ClosedStoreList({ stores }: { stores: ClosedStoreItem[] }) {
  return (
    <ModerationPanel
      part="closed"
      title="Closed stores"
      intro={stores.length > 0 && <p className="text-sm">The stores closed most recently.</p>}
    >
      {stores.length === 0 ? (
        <EmptyList>No store has been closed.</EmptyList>
      ) : (
        <ul className="mt-4 space-y-3">
          {stores.map((store) => (
            <ClosedStoreCard key={store.slug} store={store} />
          ))}
        </ul>
      )}
    </ModerationPanel>
  );
}
