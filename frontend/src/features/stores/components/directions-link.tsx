import type { StoreSummary } from '@contracts/api.contract';
import { directionsUrl } from './store-address';

type Variant = 'primary' | 'secondary';

const VARIANT_CLASSES: Record<Variant, string> = {
  primary: 'bg-orange-800 text-white shadow-sm hover:bg-orange-900',
  secondary: 'border border-stone-300 bg-white text-stone-800 shadow-sm hover:border-orange-800 hover:text-orange-900',
};

/** Classes of the store page's button-like links ('Get Directions', 'Visit Website', 'Call'). */
export function actionLinkClass(variant: Variant): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold ${VARIANT_CLASSES[variant]}`;
}

/** Says to screen readers what the arrow icon says to the eye. */
export function NewTabHint() {
  return (
    <>
      <ExternalIcon />
      <span className="sr-only"> (opens in a new tab)</span>
    </>
  );
}

/** 'Get Directions': a maps search for the store's address, in a new tab. */
export function DirectionsLink({
  store,
  variant = 'primary',
  className = '',
}: {
  store: Pick<StoreSummary, 'address' | 'city' | 'stateAbbreviation' | 'zipCode'>;
  variant?: Variant;
  className?: string;
}) {
  return (
    <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer" className={`${actionLinkClass(variant)} ${className}`}>
      <DirectionsIcon />
      Get Directions
      <NewTabHint />
    </a>
  );
}

function DirectionsIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
      <path
        fillRule="evenodd"
        d="M8.157 2.176a1.5 1.5 0 0 0-1.147 0l-4.084 1.69A1.5 1.5 0 0 0 2 5.25v10.877a1.5 1.5 0 0 0 2.074 1.386l3.51-1.452 4.26 1.762a1.5 1.5 0 0 0 1.146 0l4.083-1.69A1.5 1.5 0 0 0 18 14.75V3.872a1.5 1.5 0 0 0-2.073-1.386l-3.51 1.452-4.26-1.762ZM7.58 5a.75.75 0 0 1 .75.75v6.5a.75.75 0 0 1-1.5 0v-6.5A.75.75 0 0 1 7.58 5Zm5.59 2.75a.75.75 0 0 0-1.5 0v6.5a.75.75 0 0 0 1.5 0v-6.5Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function ExternalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5 shrink-0 opacity-80">
      <path
        fillRule="evenodd"
        d="M4.25 5.5a.75.75 0 0 0-.75.75v8.5c0 .414.336.75.75.75h8.5a.75.75 0 0 0 .75-.75v-4a.75.75 0 0 1 1.5 0v4A2.25 2.25 0 0 1 12.75 17h-8.5A2.25 2.25 0 0 1 2 14.75v-8.5A2.25 2.25 0 0 1 4.25 4h5a.75.75 0 0 1 0 1.5h-5Zm7.25-.75a.75.75 0 0 1 .75-.75h3.5a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0V6.56l-5.22 5.22a.75.75 0 1 1-1.06-1.06l5.22-5.22H12.25a.75.75 0 0 1-.75-.75Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
