/** An item's `photoFile` when its photo could not be fetched or read: none is shown, none fetched again until its address changes. */
export const ITEM_PHOTO_MISSING = '-';
