import { BreadcrumbSkeleton, PageSkeleton, Skeleton } from '@/components/ui/skeleton';
import { CITY_CARD_HEIGHT } from './city-card';
import { BIGGEST_CITY_COUNT } from './state-city-directory';

/** The state page while its state and cities load: the same layout, in grey. */
export function StatePageSkeleton() {
  return (
    <PageSkeleton label="Loading the state's consignment stores…">
      <div className="bg-gradient-to-b from-orange-50 to-stone-50 px-4 pt-6 pb-6 sm:px-6 sm:pt-8 sm:pb-8 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <BreadcrumbSkeleton className="w-36" />
          {/* Heights follow the loaded heading (two lines on phones) and introduction. */}
          <Skeleton className="mt-6 h-[4.5rem] w-full max-w-2xl sm:h-12" />
          <Skeleton className="mt-4 h-7 w-48 rounded-full" />
          <div className="mt-4 h-28 max-w-3xl space-y-2 sm:h-14">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        </div>
      </div>
      <div className="px-4 pt-6 pb-12 sm:px-6 sm:pt-8 sm:pb-16 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="mt-5 h-5 w-24" />
          <Skeleton className="mt-1.5 h-11 w-full max-w-md" />
          <Skeleton className="mt-6 h-7 w-64" />
          <div className="mt-4 grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
            {Array.from({ length: BIGGEST_CITY_COUNT }, (_, index) => (
              <Skeleton key={index} className={`${CITY_CARD_HEIGHT} rounded-xl`} />
            ))}
          </div>
        </div>
      </div>
    </PageSkeleton>
  );
}
