/**
 * The not-found screens' words (spec: Page Not Found; the error catalogue's unknown store): one
 * definition for the screen and for its head, so the document's title says what the screen says.
 */
export interface NotFoundText {
  /** The screen's heading and the title's first part. */
  title: string;
  /** The screen's first line and the page's description. */
  message: string;
  /** A second, quieter line, where the spec has one. */
  detail?: string;
}

export const PAGE_NOT_FOUND: NotFoundText = {
  title: 'Page Not Found',
  message: "We couldn't find the page you're looking for.",
  detail: 'The page may have been moved, deleted, or might never have existed.',
};

export const STORE_NOT_FOUND: NotFoundText = {
  title: 'Store Not Found',
  message: "Sorry, we couldn't find the store you're looking for. Please check the URL or try searching for the store.",
};

/** What a 404 of the API says: `No state 'nowhere'`. */
export const noSuchMessage = (kind: string, key: string | number) => `No ${kind} '${key}'`;
