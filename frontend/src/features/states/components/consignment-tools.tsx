import { Calculator, type LucideIcon, Sheet } from 'lucide-react';
import { Link } from 'react-router-dom';

const TOOLS = [
  {
    to: '/tools/profit-calculator',
    title: 'Profit Calculator',
    text: 'Estimate your earnings from an item after the store commission and any fees, before you consign it.',
    icon: Calculator,
  },
  {
    to: '/tools/inventory-tracker',
    title: 'Inventory Tracker',
    text: 'Download our free inventory spreadsheet to track your consigned items, prices and sales.',
    icon: Sheet,
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

function ToolCard({ to, title, text, icon: Icon }: { to: string; title: string; text: string; icon: LucideIcon }) {
  return (
    <Link
      to={to}
      className="group flex h-full gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-orange-300 hover:shadow-md sm:p-6"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-orange-100 text-orange-800"
      >
        <Icon className="size-6" />
      </span>
      <span>
        <span className="block text-lg font-semibold text-stone-900 group-hover:text-orange-900">{title}</span>
        <span className="mt-1 block text-stone-700">{text}</span>
      </span>
    </Link>
  );
}
