import { PAGE_NOT_FOUND } from '@contracts/not-found';
import { NotFoundScreen } from '@/features/not-found';

/**
 * Any path that names nothing, and an unknown state or city (spec: Page Not Found). The server
 * already answered it with a 404.
 */
export function NotFoundRoute() {
  return <NotFoundScreen text={PAGE_NOT_FOUND} />;
}
