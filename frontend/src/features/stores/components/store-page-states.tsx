import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { BreadcrumbSkeleton, PageSkeleton, Skeleton } from '@/components/ui/skeleton';

/** The store page's shape while its data loads, so the page does not jump when it arrives. */
export function StorePageSkeleton() {
  return (
    <PageSkeleton label="Loading store…">
      <PageContainer>
        <BreadcrumbSkeleton className="w-72" />
        <div className="mt-6 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
          <Skeleton className="aspect-[2/1] w-full rounded-none sm:aspect-[3/1] lg:aspect-[4/1]" />
          <div className="space-y-4 p-5 sm:p-8">
            <Skeleton className="h-9 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-1/3" />
            <div className="flex flex-col gap-3 pt-2 sm:flex-row">
              <Skeleton className="h-11 w-full sm:w-44" />
              <Skeleton className="h-11 w-full sm:w-40" />
            </div>
          </div>
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-3">
          <div className="space-y-8 lg:col-span-2">
            <Skeleton className="h-56 w-full rounded-2xl" />
            <Skeleton className="h-48 w-full rounded-2xl" />
          </div>
          <div className="space-y-8">
            <Skeleton className="h-40 w-full rounded-2xl" />
            <Skeleton className="h-40 w-full rounded-2xl" />
          </div>
        </div>
      </PageContainer>
    </PageSkeleton>
  );
}

/** The API does not know the store (404). */
export function StoreNotFound() {
  return (
    <section className="px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">Store Not Found</h1>
        <p className="mt-4 text-lg text-stone-700">
          Sorry, we couldn't find the store you're looking for. Please check the URL or try searching for the store.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/search" className={buttonClassName()}>
            Search Stores
          </Link>
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            Return to Homepage
          </Link>
        </div>
      </div>
    </section>
  );
}
