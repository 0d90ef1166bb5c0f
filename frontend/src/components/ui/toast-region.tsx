import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ShownToast, ToastVariant } from './toast';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from './toast-timing';

const VARIANT_CLASSES: Record<ToastVariant, { root: string; description: string; close: string }> = {
  default: {
    root: 'border-stone-200 bg-white text-stone-900',
    description: 'text-stone-700',
    close: 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
  },
  destructive: {
    root: 'border-red-800 bg-red-700 text-white [--focus-ring-color:var(--color-white)]',
    description: 'text-red-50',
    close: 'text-red-50 hover:bg-red-800 hover:text-white',
  },
};

/** Radix Toast's provider, the one toast and the fixed area it shows in (bottom right). */
export function ToastRegion({ shown, onClose }: { shown: ShownToast | null; onClose: () => void }) {
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {shown && (
        // A new id is a new element: the old toast leaves at once and the new one starts its own timer.
        <ToastItem
          key={shown.id}
          toast={shown}
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
        />
      )}
      <RadixToast.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-md list-none flex-col p-4 sm:p-6" />
    </RadixToast.Provider>
  );
}

function ToastItem({ toast, onOpenChange }: { toast: ShownToast; onOpenChange: (open: boolean) => void }) {
  const variant = VARIANT_CLASSES[toast.variant ?? 'default'];
  return (
    <RadixToast.Root
      open={toast.open}
      onOpenChange={onOpenChange}
      duration={toast.duration}
      data-variant={toast.variant ?? 'default'}
      className={[
        'relative flex w-full items-start gap-3 rounded-xl border p-4 pr-3 shadow-lg',
        'transition-[translate,opacity] duration-200 ease-out starting:translate-x-6 starting:opacity-0',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        'motion-reduce:transition-none',
        variant.root,
      ].join(' ')}
    >
      <div className="min-w-0 flex-1">
        <RadixToast.Title className="text-sm font-semibold">{toast.title}</RadixToast.Title>
        {toast.description && (
          <RadixToast.Description className={`mt-1 text-sm break-words ${variant.description}`}>{toast.description}</RadixToast.Description>
        )}
      </div>
      <RadixToast.Close
        aria-label="Close notification"
        className={`-my-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md ${variant.close}`}
      >
        <X className="size-4" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
