import type { ReactNode } from 'react';

/** The centred, padded column that the city and store pages (and their loading skeletons) sit in. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">{children}</div>;
}
