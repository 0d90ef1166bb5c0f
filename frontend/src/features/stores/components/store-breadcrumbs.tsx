import { cityPath, statePath } from '@contracts/page-paths';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';

/** Home > state > city > store: the trail of a store's page, open or closed. */
export function StoreBreadcrumbs({
  store,
}: {
  store: { state: string; stateSlug: string; city: string; citySlug: string; businessName: string };
}) {
  return (
    <Breadcrumbs
      items={[
        { label: 'Home', to: '/' },
        { label: store.state, to: statePath(store.stateSlug) },
        { label: store.city, to: cityPath(store.stateSlug, store.citySlug) },
        { label: store.businessName },
      ]}
    />
  );
}
