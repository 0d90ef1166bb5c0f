import { useEffect, useState } from 'react';
import { useRenderTime } from './site-context';
import { useHydrated } from './use-hydrated';

/**
 * The instant a screen reads the time at (milliseconds): a store's hours, how long ago an item was seen. On the server and in the browser's first render,
 * which must match the server's HTML, the page's render time (`SiteSettings.renderedAt`, one clock
 * for the whole page); once hydrated, the live clock, read again at each new minute so that
 * 'Open now' turns to 'Closed now' on time.
 */
export function useNow(): number {
  const renderedAt = useRenderTime();
  const hydrated = useHydrated();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      setNow(Date.now());
      timer = window.setTimeout(tick, 60_000 - (Date.now() % 60_000));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, []);
  return hydrated ? now : renderedAt;
}
