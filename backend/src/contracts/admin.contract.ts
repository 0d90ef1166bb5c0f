/**
 * The admin page's calls: sign-in, the sitemap's status and its regeneration. Shared by the server,
 * which answers them, and the app, which shows them.
 */

/** Spec `cacheInfo`: the sitemap in the database, as `GET`/`POST /api/regenerate-sitemap` answer it. */
export interface SitemapCacheInfo {
  /** True while the sitemap is younger than its maximum age. */
  valid: boolean;
  /** Milliseconds until it expires; 0 once expired or when none was ever made. */
  timeUntilExpiry: number;
  info: {
    urlCount: number;
    stateCount: number;
    cityCount: number;
    storeCount: number;
    /** ISO 8601; null when no sitemap was ever made. */
    lastGenerated: string | null;
    expiresAt: string | null;
  };
}

/** `GET /api/admin/session`: open to anyone, it says only whether this browser is signed in. */
export interface AdminSession {
  signedIn: boolean;
  /** False in production when no admin password is configured: sign-in cannot work. */
  signInEnabled: boolean;
}

/** `POST /api/admin/sign-in` body. */
export interface AdminSignIn {
  password: string;
}

export const ADMIN_PASSWORD_MAX_LENGTH = 200;

/** Spec: the sitemap status is polled every 5 minutes, retried once. */
export const SITEMAP_STATUS_POLL_MS = 300_000;

export const adminApiPaths = {
  session: '/api/admin/session',
  signIn: '/api/admin/sign-in',
  signOut: '/api/admin/sign-out',
  /** `GET` reads the status, `POST` regenerates. */
  sitemap: '/api/regenerate-sitemap',
} as const;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * Spec: the time until the sitemap expires, as hours and minutes, minutes and seconds, or seconds
 * ('23 hours 59 minutes', '4 minutes 10 seconds', '45 seconds').
 */
export function formatExpiry(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${plural(hours, 'hour')} ${plural(minutes, 'minute')}`;
  if (minutes > 0) return `${plural(minutes, 'minute')} ${plural(seconds, 'second')}`;
  return plural(seconds, 'second');
}
