import { useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageContainer } from '@/components/ui/page-container';
import { ClaimConfirm } from '@/features/owner/components/claim-confirm';

/** `/claim?token=...`: the page a claim's e-mailed link opens; the owner confirms there, and is signed in. */
export function ClaimConfirmRoute() {
  const [searchParams] = useSearchParams();
  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Confirm Your Claim' }]} />
      <div className="mt-8">
        <ClaimConfirm token={searchParams.get('token') ?? ''} storeSlug={searchParams.get('store') ?? undefined} />
      </div>
    </PageContainer>
  );
}
