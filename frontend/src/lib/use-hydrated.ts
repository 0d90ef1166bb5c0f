import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and in the browser's first render (which must match the server's HTML), true
 * from then on: for what only a browser can show (a map, the visitor's clock).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
