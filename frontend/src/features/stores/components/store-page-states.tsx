import { STORE_NOT_FOUND } from '@contracts/not-found';
import { PageContainer } from '@/components/ui/page-container';
import { BreadcrumbSkeleton, PageSkeleton, Skeleton } from '@/components/ui/skeleton';
import { NotFoundScreen } from '@/features/not-found';

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

/** The API does not know the store (404): the spec's 'Store Not Found', with ways on. */
export function StoreNotFound() {
  return <NotFoundScreen text={STORE_NOT_FOUND} />;
}
