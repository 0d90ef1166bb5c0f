/** on-exit-leak-free (pino's own exit hook) ships no types: the part the app uses. */
declare module 'on-exit-leak-free' {
  /** Calls `handler` with `target` when the process exits, unless `target` was garbage-collected first. */
  export function register<T extends object>(target: T, handler: (target: T, event: 'exit') => void): void;
}
