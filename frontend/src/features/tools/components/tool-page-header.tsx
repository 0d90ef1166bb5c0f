import { TOOL_PAGES, type ToolPage } from '@contracts/fixed-page-heads';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { buttonClassName } from '@/components/ui/button';

/** A tool page's head (the one the server sends too), its way back to all tools, and its h1 with a lead. */
export function ToolPageHeader({ page, heading, lead }: { page: ToolPage; heading: string; lead: ReactNode }) {
  const crumbs =
    page === 'tools'
      ? [{ label: 'Home', to: '/' }, { label: TOOL_PAGES.tools.crumb }]
      : [{ label: 'Home', to: '/' }, { label: TOOL_PAGES.tools.crumb, to: TOOL_PAGES.tools.path }, { label: TOOL_PAGES[page].crumb }];
  return (
    <header>
      <Breadcrumbs items={crumbs} />
      {page !== 'tools' && (
        <Link
          to={TOOL_PAGES.tools.path}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-orange-800 hover:text-orange-950"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          All tools
        </Link>
      )}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-3xl text-lg text-stone-700">{lead}</p>
    </header>
  );
}

/** The button at the end of a tool page, back to all tools. */
export function AllToolsButton() {
  return (
    <Link to={TOOL_PAGES.tools.path} className={buttonClassName()}>
      Explore All Tools
    </Link>
  );
}
