import type { ClaimItem } from '@contracts/contributions.contract';
import { useApproveClaim } from '../api/approve-claim';
import { useRejectClaim } from '../api/reject-claim';
import { ModerationActions, VERBS } from './moderation-actions';
import { EmailLink, WebsiteLink, When } from './moderation-controls';
import { sentence } from './moderation-format';
import { Fields, itemClass, ItemList, ModerationPanel, ShownOf, StoreHeading, useModerationScreen } from './moderation-screen';

/** A claim whose e-mail is not at the store's website: who, which store, and Approve or Reject (why). */
function ClaimCard({ claim }: { claim: ClaimItem }) {
  const { announce } = useModerationScreen();
  const { store } = claim;
  const approve = useApproveClaim({
    onDone: (_, approved) => announce('claims', sentence(`Approved ${approved.email} as the owner of ${approved.store.businessName}`)),
  });
  const reject = useRejectClaim({
    onDone: (_, { claim: rejected }) =>
      announce('claims', sentence(`Rejected the claim of ${rejected.email} to ${rejected.store.businessName}`)),
  });

  return (
    <li className={itemClass}>
      <StoreHeading store={store} />
      <Fields
        fields={[
          { label: 'E-mail', value: <EmailLink email={claim.email} /> },
          { label: 'Store website', value: <WebsiteLink website={store.website} /> },
          { label: 'Claimed', value: <When iso={claim.createdAt} /> },
        ]}
      />
      <ModerationActions
        itemName={`claim of ${claim.email} to ${store.businessName}`}
        actions={[
          { ...VERBS.approve, mutation: approve, run: () => approve.mutate(claim), failure: 'Could not approve the claim' },
          {
            ...VERBS.reject,
            mutation: reject,
            question: `Why reject the claim of ${claim.email}?`,
            hint: 'Kept in the store’s audit trail.',
            submit: (reason) => reject.mutate({ claim, reason }),
          },
        ]}
      />
    </li>
  );
}

/** 'Claims awaiting review': owners whose e-mail could not prove the claim by itself, oldest first. */
export function ClaimList({ claims, total }: { claims: ClaimItem[]; total: number }) {
  return (
    <ModerationPanel
      part="claims"
      title="Claims awaiting review"
      intro={
        <>
          <p className="text-sm">
            The e-mail address is not at the store’s website: check that the person runs the store before approving.
          </p>
          <ShownOf shown={claims.length} total={total} />
        </>
      }
    >
      <ItemList items={claims} empty="No claims are waiting.">
        {(claim) => <ClaimCard key={claim.id} claim={claim} />}
      </ItemList>
    </ModerationPanel>
  );
}
