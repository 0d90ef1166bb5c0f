import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

export { TOAST_DURATION_MS } from './toast-timing';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  /** `destructive` for failures: a red toast. */
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; {@link TOAST_DURATION_MS} unless given. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast; one already showing is replaced by it. */
  toast: (options: ToastOptions) => void;
  /** Closes the toast showing, if any. */
  dismiss: () => void;
}

/** The one toast the app has: `id` changes with every `toast()` call. */
export interface ShownToast extends ToastOptions {
  id: number;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

// Radix Toast is a sixth of the app's first download: it arrives in its own chunk right after the
// first render, long before anything can ask for a toast. A toast asked for earlier waits for it.
const ToastRegion = lazy(async () => ({ default: (await import('./toast-region')).ToastRegion }));

/**
 * The app's one notification area (Radix Toast). Render it once around the layout; below it,
 * `useToast()` shows toasts. F8, Radix's default hotkey, moves focus to the area.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownToast | null>(null);
  const lastId = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    lastId.current += 1;
    setShown({ ...options, id: lastId.current, open: true });
  }, []);
  const dismiss = useCallback(() => setShown((current) => (current?.open ? { ...current, open: false } : current)), []);
  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  // Only in the browser, after hydration: nothing can ask for a toast before, and Radix's region
  // carries a style attribute, which the Content-Security-Policy refuses in the server's HTML.
  const hydrated = useHydrated();

  return (
    <ToastContext value={api}>
      {children}
      {hydrated && (
        <Suspense fallback={null}>
          <ToastRegion shown={shown} onClose={dismiss} />
        </Suspense>
      )}
    </ToastContext>
  );
}

/** `const { toast } = useToast(); toast({ title: 'Saved', description: '…', variant: 'destructive' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (the root layout renders one).');
  return api;
}
