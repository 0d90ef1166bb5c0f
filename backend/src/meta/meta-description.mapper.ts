import type { MetaDescription } from './meta-description.entity';

/** A page's custom description, as the command lists it. */
export interface MetaDescriptionRow {
  path: string;
  description: string;
}

export function mapMetaDescription(description: MetaDescription): MetaDescriptionRow {
  return { path: description.path, description: description.description };
}
