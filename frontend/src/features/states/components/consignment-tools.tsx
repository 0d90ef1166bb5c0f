import type { ReactNode } from 'react';
import { Link } from 'react-router';

const TOOLS = [
  {
    to: '/tools/profit-calculator',
    title: 'Profit Calculator',
    text: 'Estimate your earnings from an item after the store commission and any fees, before you consign it.',
    icon: (
      <path d="M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm1 3v3h8V6H8Zm0 6v2h2v-2H8Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Zm-8 4v2h2v-2H8Zm4 0v2h2v-2h-2Z" />
    ),
  },
  {
    to: '/tools/inventory-tracker',
    title: 'Inventory Tracker',
    text: 'Download our free inventory spreadsheet to track your consigned items, prices and sales.',
    icon: (
      <path d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm0 4v4h6V7H5Zm8 0v4h6V7h-6Zm-8 6v6h6v-6H5Zm8 0v6h6v-6h-6Z" />
    ),
  },
] as const;

/** 'Consignment Shopping Tools': links to the profit calculator and the inventory tracker. */
export function ConsignmentTools() {
  return (
    <section aria-labelledby="state-tools-title" className="px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <h2 id="state-tools-title" className="text-2xl font-bold tracking-tight text-stone-900">
          Consignment Shopping Tools
        </h2>
        <p className="mt-2 text-stone-700">Free tools for anyone buying or selling on consignment.</p>
        <ul className="mt-6 grid max-w-5xl gap-4 md:grid-cols-2">
          {TOOLS.map((tool) => (
            <li key={tool.to}>
              <ToolCard to={tool.to} title={tool.title} text={tool.text} icon={tool.icon} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ToolCard({ to, title, text, icon }: { to: string; title: string; text: string; icon: ReactNode }) {
  return (
    <Link
      to={to}
      className="group flex h-full gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-orange-300 hover:shadow-md sm:p-6"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-orange-100 text-orange-800"
      >
        <svg viewBox="0 0 24 24" fill="currentColor" className="size-6">
          {icon}
        </svg>
      </span>
      <span>
        <span className="block text-lg font-semibold text-stone-900 group-hover:text-orange-900">{title}</span>
        <span className="mt-1 block text-stone-700">{text}</span>
      </span>
    </Link>
  );
}
