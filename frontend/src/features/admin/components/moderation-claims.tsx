import type { ClaimItem } from '@contracts/contributions.contract';
import { Check, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useApproveClaim } from '../api/approve-claim';
import { useRejectClaim } from '../api/reject-claim';
import { ActionButton, EmailLink, ItemFailure, useInlineForms, WebsiteLink, When } from './moderation-controls';
import { failureText, sentence } from './moderation-format';
import { actionsClass, EmptyList, Fields, itemClass, linkClass, ModerationPanel, ShownOf, useModerationScreen } from './moderation-screen';
import { ReasonForm } from './reason-form';

/** A claim whose e-mail is not at the store's website: who, which store, and Approve or Reject (why). */
function ClaimCard({ claim }: { claim: ClaimItem }) {
  const { announce } = useModerationScreen();
  const forms = useInlineForms<'reject'>();
  const { store } = claim;
  const approve = useApproveClaim({
    onDone: (_, approved) => announce('claims', sentence(`Approved ${approved.email} as the owner of ${approved.store.businessName}`)),
  });
  const reject = useRejectClaim({
    onDone: (_, { claim: rejected }) =>
      announce('claims', sentence(`Rejected the claim of ${rejected.email} to ${rejected.store.businessName}`)),
  });
  const busy = approve.isPending || reject.isPending;
  const itemName = `claim of ${claim.email} to ${store.businessName}`;

  return (
    <li className={itemClass}>
      <h4 className="text-lg font-semibold break-words text-stone-900">
        <Link to={store.path} className={linkClass}>
          {store.businessName}
        </Link>
      </h4>
      <Fields
        fields={[
          { label: 'E-mail', value: <EmailLink email={claim.email} /> },
          { label: 'Store website', value: <WebsiteLink website={store.website} /> },
          { label: 'Claimed', value: <When iso={claim.createdAt} /> },
        ]}
      />
      {forms.open === null && (
        <div className={actionsClass}>
          <ActionButton
            primary
            label="Approve"
            busyLabel="Approving…"
            itemName={itemName}
            icon={Check}
            busy={approve.isPending}
            blocked={busy}
            onClick={() => approve.mutate(claim)}
          />
          <ActionButton
            label="Reject"
            itemName={itemName}
            icon={X}
            blocked={busy}
            ref={forms.opener('reject')}
            onClick={() => forms.show('reject')}
          />
        </div>
      )}
      <ItemFailure text={approve.isError ? `Could not approve the claim: ${failureText(approve.error)}` : null} />
      {forms.open === 'reject' && (
        <ReasonForm
          label={`Why reject the claim of ${claim.email}?`}
          hint="Kept in the store’s audit trail."
          action="Reject"
          busyAction="Rejecting…"
          itemName={itemName}
          pending={reject.isPending}
          failure={reject.isError ? failureText(reject.error) : null}
          onSubmit={(reason) => reject.mutate({ claim, reason })}
          onCancel={() => {
            reject.reset();
            forms.close();
          }}
        />
      )}
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
      {claims.length === 0 ? (
        <EmptyList>No claims are waiting.</EmptyList>
      ) : (
        <ul className="mt-4 space-y-4">
          {claims.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} />
          ))}
        </ul>
      )}
    </ModerationPanel>
  );
}
