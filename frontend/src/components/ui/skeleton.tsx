import type { ReactNode } from 'react';

/** A grey placeholder block shown while data loads; hidden from assistive technology. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-stone-200 ${className}`} />;
}

/** Announces a loading region to screen readers while skeletons show. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <p role="status" className="sr-only">
      {label}
    </p>
  );
}

/** A whole page while its data loads: `label` for screen readers, then the page's layout in grey. */
export function PageSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <LoadingStatus label={label} />
      {children}
    </div>
  );
}

/** The breadcrumb trail's placeholder; `className` sets its width. */
export function BreadcrumbSkeleton({ className }: { className: string }) {
  return <Skeleton className={`h-5 max-w-full ${className}`} />;
}
