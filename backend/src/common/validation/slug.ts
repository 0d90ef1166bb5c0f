import slugifyText from 'slugify';

/** Lowercase words of letters and digits joined by single hyphens: `district-of-columbia`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

export function toSlug(text: string): string {
  return slugifyText(text, { lower: true, strict: true, trim: true });
}

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}
