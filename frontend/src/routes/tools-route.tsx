import { Calculator, FileSpreadsheet, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { BulletList, PageSection } from '@/features/static-pages/components/static-page-layout';
import { ToolPageHeader } from '@/features/tools/components/tool-page-header';

interface ToolCard {
  title: string;
  text: string;
  icon: ReactNode;
  /** Absent for a tool still to come. */
  to?: string;
  action: string;
}

const TOOL_CARDS: ToolCard[] = [
  {
    title: 'Profit Calculator',
    text: 'See what you take home from an item after the store’s commission and any fees.',
    icon: <Calculator className="size-6" aria-hidden="true" />,
    to: '/tools/profit-calculator',
    action: 'Calculate your profit',
  },
  {
    title: 'Inventory Tracking',
    text: 'A free spreadsheet to track what you consign: prices, dates, status and payouts.',
    icon: <FileSpreadsheet className="size-6" aria-hidden="true" />,
    to: '/tools/inventory-tracker',
    action: 'Download the spreadsheet',
  },
  {
    title: 'Price Comparison',
    text: 'Compare what similar items sell for at consignment stores near you.',
    icon: <Scale className="size-6" aria-hidden="true" />,
    to: '/tools/price-comparison',
    action: 'Compare stores near you',
  },
];

const BENEFITS = [
  { title: 'Maximize Earnings', text: 'Know your take-home amount before you consign, and price your items with confidence.' },
  { title: 'Compare Rates', text: 'Commission rates run from about 25% to 60%. See what each store’s rate means in dollars.' },
  { title: 'Smart Shopping', text: 'Keep track of what you have on consignment, where, and for how long.' },
];

const TIPS = [
  'Ask each store for its commission rate, consignment period (often 30 to 90 days) and markdown schedule before you sign.',
  'Clean, press and repair items first: stores accept more, and price higher, when items look their best.',
  'Bring items in season: coats in the fall, swimwear in the spring.',
  'Keep a list of everything you consign, with the date and agreed price, and check in before the period ends.',
];

/** `/tools`: the seller tools. */
export function ToolsRoute() {
  return (
    <PageContainer>
      <ToolPageHeader
        page="tools"
        heading="Free Consignment Store Tools"
        lead="Simple, free tools for people who consign: work out what you earn, and keep track of what you have in stores."
      />

      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TOOL_CARDS.map((card) => (
          <li key={card.title} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-orange-100 text-orange-800">{card.icon}</span>
            <h2 className="mt-4 text-xl font-semibold text-stone-900">{card.title}</h2>
            <p className="mt-2 flex-1 text-stone-700">{card.text}</p>
            {card.to ? (
              <Link to={card.to} className={buttonClassName({ size: 'md', className: 'mt-5 shadow-none' })}>
                {card.action}
              </Link>
            ) : (
              <Button type="button" disabled variant="muted" size="md" className="mt-5">
                {card.action}
              </Button>
            )}
          </li>
        ))}
      </ul>

      <section aria-labelledby="tools-benefits" className="mt-14">
        <h2 id="tools-benefits" className="text-2xl font-semibold tracking-tight text-stone-900">
          Why Use These Tools
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <div key={benefit.title} className="rounded-2xl bg-orange-50 p-6">
              <h3 className="text-lg font-semibold text-stone-900">{benefit.title}</h3>
              <p className="mt-2 text-stone-700">{benefit.text}</p>
            </div>
          ))}
        </div>
      </section>

      <div className="mt-14 max-w-3xl text-stone-800">
        <PageSection id="tools-tips" title="Consignment Tips">
          <BulletList items={TIPS.map((text) => ({ text }))} />
        </PageSection>
      </div>
    </PageContainer>
  );
}
