import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';

/** Any path that names nothing (spec: Page Not Found). The server already answered it with a 404. */
export function NotFoundRoute() {
  return (
    <section aria-labelledby="not-found-title" className="px-4 py-20 sm:py-28">
      <div className="mx-auto max-w-xl text-center">
        <p className="text-sm font-semibold tracking-wide text-orange-800 uppercase">404</p>
        <h1 id="not-found-title" className="mt-2 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
          Page Not Found
        </h1>
        <p className="mt-4 text-lg text-stone-700">We couldn't find the page you're looking for.</p>
        <p className="mt-2 text-stone-600">The page may have been moved, deleted, or might never have existed.</p>
        <Link to="/" className={buttonClassName({ className: 'mt-8' })}>
          Return to Homepage
        </Link>
      </div>
    </section>
  );
}
