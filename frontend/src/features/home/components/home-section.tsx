import type { ReactNode } from 'react';

/** A home page band: an `h2` with an optional lead sentence, and its content below. */
export function HomeSection({
  id,
  title,
  lead,
  className = '',
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`px-4 py-14 sm:px-6 sm:py-20 lg:px-8 ${className}`}>
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={id} className="text-2xl font-bold tracking-tight text-balance text-stone-900 sm:text-3xl">
            {title}
          </h2>
          {lead && <p className="mt-3 text-base text-pretty text-stone-700 sm:text-lg">{lead}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
