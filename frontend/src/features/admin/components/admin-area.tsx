import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { RetryButton } from '@/components/ui/page-load-error';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { useAdminSession } from '../api/get-admin-session';
import { errorText } from './admin-format';
import { panelClass } from './admin-ui';
import { AdminDashboard } from './admin-dashboard';
import { SignInForm } from './sign-in-form';

function SessionLoading() {
  return (
    <div className={`max-w-md ${panelClass}`}>
      <LoadingStatus label="Checking your sign-in…" />
      <Skeleton className="h-7 w-28" />
      <Skeleton className="mt-6 h-5 w-24" />
      <Skeleton className="mt-2 h-11 w-full" />
      <Skeleton className="mt-6 h-11 w-28" />
    </div>
  );
}

/**
 * The admin page below its heading, by session: a placeholder while it is unknown; the sign-in form
 * (or why sign-in is disabled); the dashboard once signed in.
 */
export function AdminArea() {
  const session = useAdminSession();
  // Only what happened on this visit counts: a later visit shows no 'You have signed out.' and moves no cursor.
  const [openedAt] = useState(Date.now);

  if (session.data) {
    const { signedIn, signInEnabled } = session.data;
    const change = session.dataUpdatedAt >= openedAt ? session.data.change : undefined;

    if (signedIn) return <AdminDashboard focusOnMount={change === 'signed-in'} />;
    if (!signInEnabled) {
      return (
        <div className="max-w-xl rounded-2xl border border-amber-300 bg-amber-50 p-6 text-stone-800">
          <p className="font-semibold text-stone-900">Admin sign-in is disabled.</p>
          <p className="mt-2">
            Sign-in is disabled because no admin password is configured on this server. The site’s operator can set one in the server’s
            configuration.
          </p>
        </div>
      );
    }
    const notice =
      change === 'expired' ? 'Your session has ended. Please sign in again.' : change === 'signed-out' ? 'You have signed out.' : undefined;
    return <SignInForm notice={notice} focusOnMount={change === 'signed-out' || change === 'expired'} />;
  }

  if (session.isError) {
    return (
      <div role="alert" className="max-w-xl rounded-2xl border border-red-200 bg-red-50 p-6">
        <p className="flex items-center gap-2 font-semibold text-red-800">
          <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
          Could not check whether you are signed in.
        </p>
        <p className="mt-1 break-words text-stone-800">{errorText(session.error)}</p>
        <RetryButton onRetry={() => void session.refetch()} retrying={session.isFetching} className="mt-4" />
      </div>
    );
  }

  return <SessionLoading />;
}
