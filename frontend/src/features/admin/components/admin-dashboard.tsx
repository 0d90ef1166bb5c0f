import { LogOut, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useToast } from '@/components/ui/toast';
import { useSignOut } from '../api/sign-out';
import { errorText } from './admin-format';
import { secondaryButtonClass, Spinner } from './admin-ui';
import { ModerationSection } from './moderation-section';
import { SeoTools } from './seo-tools';
import { SitemapStatusCard } from './sitemap-status-card';
import { SiteStatistics } from './site-statistics';

/**
 * What a signed-in administrator sees: the way to sign out, Moderation (the queue of suggestions,
 * reports and claims, and stores' audit trails), Sitemap Management with the status card, Site
 * Statistics and the SEO tool links. `focusOnMount` (just signed in) puts the cursor on
 * the line that says so, since the form it was in is gone.
 */
export function AdminDashboard({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const sitemapTitleId = useId();
  const signedInRef = useRef<HTMLParagraphElement>(null);
  const signOut = useSignOut();
  const { toast } = useToast();

  useEffect(() => {
    if (focusOnMount) signedInRef.current?.focus();
  }, [focusOnMount]);

  const requestSignOut = () => {
    if (signOut.isPending) return;
    signOut.mutate(undefined, {
      onError: (error) => toast({ title: 'Sign Out Failed', description: `Error: ${errorText(error)}`, variant: 'destructive' }),
    });
  };

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-green-200 bg-green-50 px-5 py-4">
        <p ref={signedInRef} tabIndex={-1} className="flex items-center gap-2 font-medium text-green-900">
          <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
          You are signed in as the site administrator.
        </p>
        <button type="button" onClick={requestSignOut} aria-disabled={signOut.isPending || undefined} className={secondaryButtonClass}>
          {signOut.isPending ? <Spinner className="size-4" /> : <LogOut className="size-4" aria-hidden="true" />}
          {signOut.isPending ? 'Signing Out...' : 'Sign Out'}
        </button>
      </div>

      <ModerationSection />

      <div className="grid gap-8 lg:grid-cols-3">
        <section aria-labelledby={sitemapTitleId} className="lg:col-span-2">
          <h2 id={sitemapTitleId} className="text-2xl font-semibold tracking-tight text-stone-900">
            Sitemap Management
          </h2>
          <p className="mt-2 mb-5 max-w-2xl text-stone-700">
            The XML sitemap lists every page of the directory for search engines. Regenerate it after importing new data, so that new stores
            are found sooner.
          </p>
          <SitemapStatusCard />
        </section>

        <div className="space-y-8">
          <SiteStatistics />
          <SeoTools />
        </div>
      </div>
    </div>
  );
}
