import type { StoreSummary } from '@contracts/api.contract';
import { MapIcon } from 'lucide-react';
import { type ActionLinkVariant, ExternalActionLink } from '@/components/ui/external-action-link';
import { directionsUrl } from './store-address';

/** 'Get Directions': a maps search for the store's address, in a new tab. */
export function DirectionsLink({
  store,
  variant = 'primary',
  className = '',
}: {
  store: Pick<StoreSummary, 'address' | 'city' | 'stateAbbreviation' | 'zipCode'>;
  variant?: ActionLinkVariant;
  className?: string;
}) {
  return (
    <ExternalActionLink href={directionsUrl(store)} icon={MapIcon} variant={variant} className={className}>
      Get Directions
    </ExternalActionLink>
  );
}
