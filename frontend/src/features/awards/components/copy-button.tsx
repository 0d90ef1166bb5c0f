import { COPY_CONFIRMATION_MS } from '@contracts/awards.contract';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

/**
 * Copies a text to the clipboard; the button says 'Copied!' for 2 seconds after (spec). If the
 * browser refuses, it says so, and the text stays selectable beside the button.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-orange-800 px-4 py-2 font-semibold text-white hover:bg-orange-900"
    >
      {state === 'copied' ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
      <span aria-live="polite">{state === 'copied' ? 'Copied!' : state === 'failed' ? 'Copy failed: select the text' : label}</span>
    </button>
  );
}
