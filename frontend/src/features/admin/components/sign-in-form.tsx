import { ADMIN_PASSWORD_MAX_LENGTH } from '@contracts/admin.contract';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiRequestError, apiErrorMessage } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';
import { panelClass, primaryButtonClass, Spinner } from './admin-ui';

/** What to say when sign-in failed: the server's own message (wrong password, too many tries, disabled). */
function signInErrorText(error: unknown): string {
  const serverMessage = apiErrorMessage(error);
  if (serverMessage) return serverMessage;
  if (error instanceof ApiRequestError) {
    switch (error.status) {
      case 401:
        return 'Wrong password.';
      case 429:
        return 'Too many wrong passwords. Try again in a minute.';
      case 403:
        return 'Admin sign-in is disabled.';
      default:
        return `Could not sign in (${error.message}). Please try again.`;
    }
  }
  return 'Could not reach the server. Check your connection and try again.';
}

interface SignInFormProps {
  /** A line above the form: why it is shown again ('You have signed out.'). */
  notice?: ReactNode;
  /** Put the cursor in the password field at once (after signing out, or when the session ended). */
  focusOnMount?: boolean;
}

/**
 * The admin password form. A failure shows the server's message in an alert and puts the cursor
 * back in the field, the password still there (selected, so typing replaces it); success clears it.
 */
export function SignInForm({ notice, focusOnMount = false }: SignInFormProps) {
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const noticeId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();
  const busy = signIn.isPending;

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  const fail = (message: string) => {
    setError(message);
    inputRef.current?.focus();
    inputRef.current?.select();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      fail('Enter the admin password.');
      return;
    }
    // Emptied first, so the same message after another try is announced again.
    setError(null);
    signIn.mutate(password, {
      onSuccess: () => setPassword(''),
      onError: (failure) => fail(signInErrorText(failure)),
    });
  };

  return (
    <section aria-labelledby={headingId} className={`max-w-md ${panelClass}`}>
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-stone-900">
        <LockKeyhole className="size-5 text-orange-800" aria-hidden="true" />
        Sign In
      </h2>
      {notice && (
        <p id={noticeId} role="status" className="mt-3 rounded-lg bg-orange-50 px-3 py-2 text-stone-800">
          {notice}
        </p>
      )}
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor={inputId} className="block font-semibold text-stone-900">
            Password
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            maxLength={ADMIN_PASSWORD_MAX_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            // The notice (why the form is back) is read with the field that takes the focus.
            aria-describedby={[notice ? noticeId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
            className="mt-2 min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-lg text-stone-900 aria-invalid:border-red-700"
          />
          {/* Under the field it is about; takes no room until there is something to say. */}
          <p id={errorId} role="alert" className="mt-2 font-medium text-red-800 empty:mt-0">
            {error}
          </p>
        </div>
        <button type="submit" aria-disabled={busy || undefined} className={primaryButtonClass}>
          {busy && <Spinner className="size-4" />}
          {busy ? 'Signing In...' : 'Sign In'}
        </button>
      </form>
    </section>
  );
}
