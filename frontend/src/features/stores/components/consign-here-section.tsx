import { CATEGORY_WORDS, describeTerms, payoutWithinPeriod, TYPICAL_PRICE, type ConsignmentTerms } from '@contracts/consignment-terms';
import { claimPagePath } from '@contracts/contributions.contract';
import { TOOL_PAGES } from '@contracts/fixed-page-heads';
import { formatDollars } from '@contracts/profit-calculator';
import { Calculator } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The parts of the terms in the order a seller asks about them. */
const PARTS: Array<[keyof ReturnType<typeof describeTerms>, string]> = [
  ['accepts', 'What it takes'],
  ['split', 'Your share'],
  ['period', 'How long, and markdowns'],
  ['intake', 'Bringing items'],
  ['fees', 'Fees'],
  ['payout', 'Getting paid'],
  ['unsold', 'Unsold items'],
];

/**
 * 'Consign Here' on a store page: the store's consignment terms in plain words, and what a typical
 * item of the first kind it takes pays the seller, sold at once and on the period's last day
 * (`payoutWithinPeriod`, the rule the price comparison ranks by). A store that has published no
 * terms here says so, and how to ask, or (its owner) add them.
 */
export function ConsignHereSection({
  storeName,
  storeSlug,
  terms,
  className,
}: {
  storeName: string;
  storeSlug: string;
  terms: ConsignmentTerms | null;
  className: string;
}) {
  if (!terms)
    return (
      <section aria-labelledby="store-consign-heading" className={className}>
        <h2 id="store-consign-heading" className="text-xl font-bold tracking-tight text-stone-900">
          Consign Here
        </h2>
        <p className="mt-1 text-stone-700">
          {storeName} has not published its consignment terms here yet: ask the store about its split, how long items stay and how it pays
          before you bring them in.
        </p>
        <p className="mt-3 text-stone-700">
          Own this store?{' '}
          <Link to={claimPagePath(storeSlug)} className="font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-950">
            Claim the listing to publish your terms
          </Link>
          .
        </p>
      </section>
    );
  const words = describeTerms(terms);
  const category = terms.accepts[0]!;
  const price = TYPICAL_PRICE[category];
  const { atFullPrice, atLowest } = payoutWithinPeriod(terms, category, price);
  return (
    <section aria-labelledby="store-consign-heading" className={className}>
      <h2 id="store-consign-heading" className="text-xl font-bold tracking-tight text-stone-900">
        Consign Here
      </h2>
      <p className="mt-1 text-stone-700">What selling your things through {storeName} pays, and how it works.</p>
      <dl className="mt-4 divide-y divide-stone-200 border-y border-stone-200">
        {PARTS.map(([part, label]) => (
          <div key={part} className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
            <dt className="font-semibold text-stone-900">{label}</dt>
            <dd className="text-stone-700">{words[part]}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 rounded-lg bg-emerald-50 px-4 py-3 text-stone-800">
        A {CATEGORY_WORDS[category]} item priced {formatDollars(price)} pays you{' '}
        {atLowest.payout === atFullPrice.payout ? (
          <>
            <strong>{formatDollars(atFullPrice.payout)}</strong> if it sells within its {terms.periodDays} days.
          </>
        ) : (
          <>
            <strong>{formatDollars(atFullPrice.payout)}</strong> if it sells at once, and <strong>{formatDollars(atLowest.payout)}</strong>{' '}
            if it sells on the last of its {terms.periodDays} days, marked down to {formatDollars(atLowest.salePrice)}.
          </>
        )}
      </p>
      <Link
        to={TOOL_PAGES.profitCalculator.path}
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-sm font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-950 sm:min-h-0"
      >
        <Calculator className="size-5" aria-hidden="true" />
        Work out your own item with the profit calculator
      </Link>
    </section>
  );
}
