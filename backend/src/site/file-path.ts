/** Any path whose last segment has a file extension is a file: missing files are 404s, not the app. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]+$/i;

/** Whether an address (its query left out) names a file rather than a page. */
export function isFilePath(url: string): boolean {
  const query = url.indexOf('?');
  return FILE_PATH.test(query === -1 ? url : url.slice(0, query));
}
