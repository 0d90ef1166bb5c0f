/** Spec section 9: one toast at a time, 5 seconds, swipe right past 50 px to dismiss. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
