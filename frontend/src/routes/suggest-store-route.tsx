import { useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageContainer } from '@/components/ui/page-container';
import { SuggestStoreForm } from '@/features/contributions/components/suggest-store-form';

const NEXT_STEPS = [
  'We check the store exists and is a consignment or resale shop.',
  'Once checked, it gets its own page in the directory, usually within a few days.',
  'Left your e-mail? We write once, when it is listed.',
] as const;

/**
 * `/suggest-a-store`: the form for a store the directory lacks (a city page's link fills in its city
 * and state: `?city=Austin&state=texas`).
 */
export function SuggestStoreRoute() {
  const [searchParams] = useSearchParams();
  const start = { city: searchParams.get('city') ?? '', stateSlug: searchParams.get('state') ?? '' };
  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Suggest a Store' }]} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">Suggest a Store</h1>
      <p className="mt-3 max-w-3xl text-lg text-pretty text-stone-700">
        Know a consignment or resale store we are missing? Tell us where it is. We check every suggestion before it appears in the
        directory.
      </p>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <SuggestStoreForm start={start} />
        </div>
        <aside aria-labelledby="suggest-next-heading" className="rounded-2xl bg-orange-50/60 p-6 ring-1 ring-orange-100">
          <h2 id="suggest-next-heading" className="text-lg font-bold text-stone-900">
            What happens next
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-stone-800 marker:font-semibold marker:text-orange-800">
            {NEXT_STEPS.map((step) => (
              <li key={step} className="pl-1">
                {step}
              </li>
            ))}
          </ol>
          <p className="mt-4 text-sm text-stone-700">
            Own the store? Once it is listed, its page lets you claim the listing and keep its hours and photos up to date.
          </p>
        </aside>
      </div>
    </PageContainer>
  );
}
