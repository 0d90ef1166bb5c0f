import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageContainer } from '@/components/ui/page-container';
import { OwnerArea } from '@/features/owner/components/owner-area';

/** `/owner`: a verified owner edits their store's listing (hours, contacts, description, what it sells, photos). */
export function OwnerRoute() {
  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Your Store Listing' }]} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">Your Store Listing</h1>
      <div className="mt-8">
        <OwnerArea />
      </div>
    </PageContainer>
  );
}
