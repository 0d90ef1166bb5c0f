import type { ClosedStoreItem } from '@contracts/contributions.contract';
import { useReopenStore } from '../api/reopen-store';
import { ModerationActions, VERBS } from './moderation-actions';
import { When } from './moderation-controls';
import { itemClass, ItemList, ModerationPanel, useModerationScreen } from './moderation-screen';

/** A closed store: where, since when, and Reopen (why) and its Audit trail. */
function ClosedStoreCard({ store }: { store: ClosedStoreItem }) {
  const { announce, openAudit } = useModerationScreen();
  const reopen = useReopenStore({
    onDone: (_, { store: reopened }) => announce('closed', `Reopened ${reopened.businessName}: it is listed again.`),
  });

  return (
    <li className={itemClass}>
      <ModerationActions
        itemName={store.businessName}
        head={
          <div className="min-w-0">
            <h4 className="text-lg font-semibold break-words text-stone-900">{store.businessName}</h4>
            <p className="text-stone-700">
              {store.city}, {store.stateAbbreviation} · closed <When iso={store.closedAt} />
            </p>
          </div>
        }
        actions={[
          {
            ...VERBS.reopen,
            mutation: reopen,
            question: `Why reopen ${store.businessName}?`,
            hint: 'It will be listed again. Kept in the store’s audit trail.',
            submit: (reason) => reopen.mutate({ store, reason }),
          },
          { ...VERBS.auditTrail, itemName: `of ${store.businessName}`, show: () => openAudit(store.slug) },
        ]}
      />
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
      <ItemList items={stores} empty="No store has been closed." className="mt-4 space-y-3">
        {(store) => <ClosedStoreCard key={store.slug} store={store} />}
      </ItemList>
    </ModerationPanel>
  );
}
