import {
  calculateProfit,
  CALCULATOR_DEFAULTS,
  formatDollars,
  TYPICAL_COMMISSION_RANGE,
  type CalculatorInput,
} from '@contracts/profit-calculator';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/components/ui/page-container';
import { PageSection } from '@/features/static-pages/components/static-page-layout';
import { HelpTip } from '@/features/tools/components/help-tip';
import { AllToolsButton, ToolPageHeader } from '@/features/tools/components/tool-page-header';

interface AmountFieldProps {
  label: string;
  help: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  /** The id of the error message when it is about this field. */
  errorId?: string;
  prefix?: string;
  suffix?: string;
}

/** A text input with a decimal keypad on phones, a help mark, and a unit before or after it. */
function AmountField({ label, help, value, placeholder, onChange, errorId, prefix, suffix }: AmountFieldProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="font-semibold text-stone-900">
          {label}
        </label>
        <HelpTip label={label} text={help} />
      </div>
      <div className="mt-2 flex items-center rounded-lg border border-stone-400 bg-white focus-within:border-orange-800 focus-within:ring-2 focus-within:ring-orange-800/30">
        {prefix && (
          <span className="pl-3 text-stone-600" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 w-full rounded-lg bg-transparent px-3 text-lg text-stone-900 outline-none placeholder:text-stone-500"
        />
        {suffix && (
          <span className="pr-3 text-stone-600" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
    </div>
  );
}

function ResultBox({ label, note, value, main = false }: { label: string; note?: string; value: string; main?: boolean }) {
  // Only the profit is announced as it changes: four amounts at every keystroke would be noise.
  return (
    <div className={`rounded-xl p-4 ${main ? 'bg-orange-800 text-white' : 'bg-white text-stone-900 ring-1 ring-stone-200'}`}>
      <dt className={`text-sm font-medium ${main ? 'text-orange-50' : 'text-stone-600'}`}>
        {label}
        {note && <span className="ml-1">({note})</span>}
      </dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums" aria-live={main ? 'polite' : undefined}>
        {value}
      </dd>
    </div>
  );
}

/** `/tools/profit-calculator`: what a consignor takes home after commission and fees (spec). */
export function ProfitCalculatorRoute() {
  // Filled in from the address when a page sends a store's terms (the price comparison's 'Open in the profit calculator').
  const [params] = useSearchParams();
  const [input, setInput] = useState<CalculatorInput>(() => ({
    sellingPrice: params.get('price') ?? CALCULATOR_DEFAULTS.sellingPrice,
    commissionRate: params.get('commission') ?? CALCULATOR_DEFAULTS.commissionRate,
    fees: params.get('fees') ?? CALCULATOR_DEFAULTS.fees,
  }));
  const result = calculateProfit(input);
  const set = (field: keyof CalculatorInput) => (value: string) => setInput((current) => ({ ...current, [field]: value }));
  const shown = result.ok ? result : null;
  const errorId = useId();
  const errorFor = (field: keyof CalculatorInput) => (!result.ok && result.field === field ? errorId : undefined);

  return (
    <PageContainer>
      <ToolPageHeader
        page="profitCalculator"
        heading="Consignment Profit Calculator"
        lead="Enter what an item sells for, the store’s commission rate and any fees: the results update as you type."
      />

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <form className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm" onSubmit={(event) => event.preventDefault()}>
          <div className="space-y-6">
            <AmountField
              label="Selling Price"
              help="The price the item sells for in the store, before the store takes its commission."
              value={input.sellingPrice}
              placeholder="0.00"
              prefix="$"
              errorId={errorFor('sellingPrice')}
              onChange={set('sellingPrice')}
            />
            <AmountField
              label="Store Commission Rate"
              help={`The share of the selling price the store keeps. Rates typically range from ${TYPICAL_COMMISSION_RANGE}.`}
              value={input.commissionRate}
              placeholder="0"
              suffix="%"
              errorId={errorFor('commissionRate')}
              onChange={set('commissionRate')}
            />
            <AmountField
              label="Miscellaneous Fees"
              help="Any other costs taken from your share: listing, cleaning, or a monthly account fee."
              value={input.fees}
              placeholder="0.00"
              prefix="$"
              errorId={errorFor('fees')}
              onChange={set('fees')}
            />
          </div>
          {/* Takes no room until there is something to say. */}
          <p id={errorId} role="alert" className="mt-6 font-medium text-red-800 empty:mt-0">
            {result.ok ? null : result.message}
          </p>
        </form>

        {/* As tall as its four amounts, not stretched to the form's height beside it. */}
        <section aria-labelledby="calculator-results" className="self-start rounded-2xl bg-orange-50 p-6">
          <h2 id="calculator-results" className="text-xl font-semibold text-stone-900">
            Your Results
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <ResultBox label="Estimated Profit" note="for you" value={formatDollars(shown?.profit)} main />
            <ResultBox label="Store Commission" value={formatDollars(shown?.commissionAmount)} />
            <ResultBox label="Additional Fees" value={formatDollars(shown?.fees)} />
            <ResultBox label="Total Selling Price" value={formatDollars(shown?.sellingPrice)} />
          </dl>
        </section>
      </div>

      <div className="mt-12 max-w-3xl leading-relaxed text-stone-800">
        <PageSection id="calculator-how" title="How the Calculation Works">
          <p>
            The store keeps its commission, a percentage of the selling price. Whatever fees apply come out of your share, and the rest is
            yours.
          </p>
          <p>
            For example, an item that sells for $120 at a 40% commission gives the store $48, leaving $72. With $5 in fees, you take home
            $67.
          </p>
        </PageSection>
      </div>

      <div className="mt-10">
        <AllToolsButton />
      </div>
    </PageContainer>
  );
}
