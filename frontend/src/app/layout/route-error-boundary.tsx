import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { NotFoundRoute } from '@/routes/not-found-route';

/** Shown when a screen throws while rendering or loading; a full page load leaves the broken state. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  if (notFound) return <NotFoundRoute />;

  return (
    <section role="alert" className="px-4 py-20">
      <div className="mx-auto max-w-xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">Something went wrong</h1>
        <p className="mt-4 text-stone-700">This page could not be shown. Please try again in a moment.</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          {/* A reload also fetches a newer version of the app when one was published meanwhile. */}
          <Button type="button" onClick={() => window.location.reload()}>
            Try Again
          </Button>
          <a href="/" className={buttonClassName({ variant: 'secondary' })}>
            Return to Homepage
          </a>
        </div>
      </div>
    </section>
  );
}
