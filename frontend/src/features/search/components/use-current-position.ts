import { roundNearMe } from '@contracts/search.contract';
import { useCallback, useState } from 'react';

type PositionState = { status: 'idle' } | { status: 'locating' } | { status: 'failed'; message: string };

/** What went wrong, in words a visitor can act on. */
function explain(error: GeolocationPositionError | null): string {
  if (error?.code === 1) {
    return "You chose not to share your location, so we can't list the stores near you. To use Near me, allow location access for this site in your browser's settings, or search by city, state or ZIP code instead.";
  }
  if (error?.code === 3) {
    return 'Finding your location took too long. Please try Near me again, or search by city, state or ZIP code.';
  }
  if (error === null) {
    return "This browser can't share its location. Search by city, state or ZIP code instead.";
  }
  return "Your location isn't available right now. Please try again, or search by city, state or ZIP code.";
}

/**
 * Asks the browser once for the visitor's position (it asks the visitor), rounded to about 100 m
 * before it goes anywhere. `locate` calls `onFound` with it, or leaves an explanation.
 */
export function useCurrentPosition(onFound: (position: { lat: number; lng: number }) => void) {
  const [state, setState] = useState<PositionState>({ status: 'idle' });

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'failed', message: explain(null) });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState({ status: 'idle' });
        onFound({ lat: roundNearMe(coords.latitude), lng: roundNearMe(coords.longitude) });
      },
      (error) => setState({ status: 'failed', message: explain(error) }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }, [onFound]);

  return { state, locate };
}
