import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageContainer } from '@/components/ui/page-container';
import { AdminArea } from '@/features/admin/components/admin-area';

/** `/admin`: moderation, sitemap management and site statistics, behind the admin sign-in (spec: Admin). */
export function AdminRoute() {
  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Admin Dashboard' }]} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">Admin Dashboard</h1>
      <p className="mt-4 flex max-w-3xl items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-stone-800">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
        <span>
          This area is for site administrators only. Looking for a store?{' '}
          <Link to="/" className="rounded-sm font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-950">
            Return to the homepage
          </Link>
          .
        </span>
      </p>
      <div className="mt-8">
        <AdminArea />
      </div>
    </PageContainer>
  );
}
