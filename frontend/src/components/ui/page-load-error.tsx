/** 'Try Again', disabled while the new attempt runs. */
export function RetryButton({ onRetry, retrying, className = '' }: { onRetry: () => void; retrying: boolean; className?: string }) {
  return (
    <button
      type="button"
      onClick={onRetry}
      disabled={retrying}
      className={`inline-flex min-h-11 items-center rounded-lg bg-orange-800 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-orange-900 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {retrying ? 'Trying again…' : 'Try Again'}
    </button>
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
