/** Custom meta descriptions: `GET /api/meta-description?url={path}` answers one, 404 when there is none. */
export interface MetaDescriptionAnswer {
  metaDescription: string;
}

/** Longer descriptions are cut by search engines anyway; 320 leaves room for any of them. */
export const META_DESCRIPTION_MAX_LENGTH = 320;
export const META_DESCRIPTION_PATH_MAX_LENGTH = 500;

/**
 * The path a description is kept under: no query or fragment, no `.html`, no trailing slash,
 * lower case (every page address of the site is).
 */
export function metaDescriptionPath(url: string): string {
  const path = url
    .split(/[?#]/)[0]!
    .replace(/\.html$/i, '')
    .replace(/\/+$/, '');
  return (path || '/').toLowerCase();
}
