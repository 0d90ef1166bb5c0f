import { COPY_CONFIRMATION_MS } from '@contracts/awards.contract';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Copies a text to the clipboard; the button says 'Copied!' for 2 seconds after (spec). If the
 * browser refuses, it says so, and the text stays selectable beside the button.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  // Each copy counts anew: a second click shows 'Copied!' a full 2 seconds again.
  const [outcome, setOutcome] = useState<{ state: 'copied' | 'failed'; at: number; text: string } | null>(null);
  // Another text (another badge size) has not been copied yet (reset while rendering, React's way).
  if (outcome && outcome.text !== text) setOutcome(null);
  const state = outcome?.state ?? 'idle';

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome({ state: 'copied', at: Date.now(), text });
    } catch {
      setOutcome({ state: 'failed', at: Date.now(), text });
    }
  };

  return (
    <Button type="button" size="md" className="py-2 shadow-none" onClick={() => void copy()}>
      {state === 'copied' ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
      <span aria-live="polite">{state === 'copied' ? 'Copied!' : state === 'failed' ? 'Copy failed: select the text' : label}</span>
    </Button>
  );
}
