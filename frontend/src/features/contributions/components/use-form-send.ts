import type { FormGuard } from '@contracts/contributions.contract';
import { useRef, useState } from 'react';
import { failureMessage } from '@/lib/api-client';
import { useFormGuard, type GuardedForm } from '../api/get-form-ticket';

/**
 * The sending of a public form with its guard (`useFormGuard`: ticket and honeypot), one try at a
 * time: `waiting` from the click (the ticket's few seconds included) to the answer, a click meanwhile
 * sending nothing; `alert` says why the last try failed; a new ticket after each try.
 */
export function useFormSend(form: GuardedForm) {
  const guard = useFormGuard(form);
  // Set at the click, before the form waits for its ticket's few seconds: a second click sends nothing.
  const [waiting, setWaiting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const sending = useRef(false);
  return {
    honeypot: guard.honeypot,
    waiting,
    alert,
    /** A try is under way: a click sends nothing. */
    isSending: () => sending.current,
    /** Sends with `post` (the values and the guard); `failed` leads the alert if it throws ('We could not send your report.'). */
    send: async (post: (formGuard: FormGuard) => Promise<void>, failed: string) => {
      setAlert(null);
      sending.current = true;
      setWaiting(true);
      try {
        await post(await guard.guard());
      } catch (error) {
        setAlert(failureMessage(error, failed));
      } finally {
        sending.current = false;
        setWaiting(false);
        guard.renew();
      }
    },
  };
}
