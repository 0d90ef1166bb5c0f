import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** Shown when a screen throws while rendering or loading; a full page load leaves the broken state. */
export function RouteErrorBoundary() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section role="alert" className="px-4 py-20">
      <div className="mx-auto max-w-xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">Something went wrong</h1>
        <p className="mt-4 text-stone-700">
          This page could not be shown. Please try again in a moment.
        </p>
        <a
          href="/"
          className="mt-8 inline-flex items-center rounded-lg bg-orange-800 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-orange-900"
        >
          Return to Homepage
        </a>
      </div>
    </section>
  );
}
