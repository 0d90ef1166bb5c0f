import { Button } from './button';

/** 'Try Again', disabled while the new attempt runs. */
export function RetryButton({ onRetry, retrying, className = '' }: { onRetry: () => void; retrying: boolean; className?: string }) {
  return (
    <Button type="button" onClick={onRetry} disabled={retrying} className={className}>
      {retrying ? 'Trying again…' : 'Try Again'}
    </Button>
  );
}

/**
 * A screen whose data could not be fetched: the spec's message ('Failed to fetch city') and a way to
 * try again.
 */
export function PageLoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <section role="alert" className="px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">Something went wrong</h1>
        <p className="mt-4 text-lg text-stone-800">{message}</p>
        <p className="mt-2 text-stone-600">Please check your connection and try again.</p>
        <RetryButton onRetry={onRetry} retrying={retrying} className="mt-8" />
      </div>
    </section>
  );
}
