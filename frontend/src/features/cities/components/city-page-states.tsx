import { PageContainer } from '@/components/ui/page-container';
import { BreadcrumbSkeleton, PageSkeleton, Skeleton } from '@/components/ui/skeleton';

/** The city page's shape while its data loads. */
export function CityPageSkeleton() {
  return (
    <PageSkeleton label="Loading stores…">
      <PageContainer>
        <BreadcrumbSkeleton className="w-56" />
        <Skeleton className="mt-6 h-10 w-3/4" />
        <div className="mt-4 flex gap-3">
          <Skeleton className="h-7 w-44 rounded-full" />
          <Skeleton className="h-7 w-32 rounded-full" />
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <Skeleton className="h-64 w-full rounded-2xl" />
          <div className="space-y-6">
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-4 sm:flex-row sm:p-6">
                <Skeleton className="aspect-[4/3] w-full shrink-0 rounded-xl sm:w-56" />
                <div className="flex-1 space-y-3">
                  <Skeleton className="h-7 w-2/3" />
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-4 w-5/6" />
                </div>
              </div>
            ))}
          </div>
        </div>
      </PageContainer>
    </PageSkeleton>
  );
}
