/**
 * The profit calculator's rules (spec sections 5 and 9), pure so the page and its tests share them.
 * The inputs are the text the visitor typed; amounts may carry thousands separators ('1,200'),
 * spaces around them, a '$' before or a '%' after. Only plain decimal numbers count: '1e3', '0x10',
 * '12abc' or '' are not numbers.
 */

export const CALCULATOR_DEFAULTS = { sellingPrice: '120', commissionRate: '40', fees: '5' } as const;

/** The commission rates stores typically charge, as the commission tooltip quotes them. */
export const TYPICAL_COMMISSION_RANGE = '25-60%';

export interface CalculatorInput {
  sellingPrice: string;
  commissionRate: string;
  fees: string;
}

export type CalculatorResult =
  | { ok: true; sellingPrice: number; commissionAmount: number; fees: number; profit: number }
  /** `field`: the input the message is about. */
  | { ok: false; message: string; field: keyof CalculatorInput };

/**
 * Digits with an optional decimal part (a trailing point too, as when typing '12.50'); thousands
 * separated by commas in groups of three, or not at all; a sign in front.
 */
const PLAIN_NUMBER = /^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d*)?$/;

/**
 * The number typed, or null when the text is not a plain decimal number. A '$' before an amount
 * and a '%' after a rate are what people type, and are read past.
 */
export function readAmount(text: string): number | null {
  const trimmed = text
    .trim()
    .replace(/^([-+]?)\s*\$\s*/, '$1')
    .replace(/\s*%$/, '');
  if (!/\d/.test(trimmed) || !PLAIN_NUMBER.test(trimmed)) return null;
  const value = Number(trimmed.replace(/,/g, ''));
  // '-0' is zero; a negative zero would show as '-$0.00'.
  return Number.isFinite(value) ? value + 0 : null;
}

/** Rounded to cents, halves away from zero (1.005 gives 1.01 despite its binary form). */
export function roundToCents(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 + 1e-9) / 100;
  return value < 0 ? -cents : cents + 0;
}

/**
 * The spec's checks in its order (the first failure is the message), then commission amount =
 * price x rate / 100 and profit = price - commission amount - fees, both rounded to cents.
 */
export function calculateProfit(input: CalculatorInput): CalculatorResult {
  const sellingPrice = readAmount(input.sellingPrice);
  const commissionRate = readAmount(input.commissionRate);
  const fees = readAmount(input.fees);
  if (sellingPrice === null) return { ok: false, field: 'sellingPrice', message: 'Please enter a valid selling price' };
  if (commissionRate === null) {
    return { ok: false, field: 'commissionRate', message: 'Please enter a valid commission percentage' };
  }
  if (fees === null) return { ok: false, field: 'fees', message: 'Please enter a valid fees amount' };
  if (!(sellingPrice > 0)) return { ok: false, field: 'sellingPrice', message: 'Selling price must be greater than zero' };
  if (commissionRate < 0 || commissionRate > 100) {
    return { ok: false, field: 'commissionRate', message: 'Commission rate must be between 0 and 100%' };
  }
  if (fees < 0) return { ok: false, field: 'fees', message: 'Fees cannot be negative' };
  return { ok: true, sellingPrice, fees, ...profitOf(sellingPrice, commissionRate, fees) };
}

/**
 * The calculator's arithmetic on numbers: the store's commission = price x rate / 100, and what the
 * seller keeps = price - commission - fees, both rounded to cents. Consignment terms' payouts use it
 * too (`consignment-terms.ts`): one rule for both.
 */
export function profitOf(sellingPrice: number, commissionRate: number, fees: number): { commissionAmount: number; profit: number } {
  const commissionAmount = roundToCents((sellingPrice * commissionRate) / 100);
  return { commissionAmount, profit: roundToCents(sellingPrice - commissionAmount - fees) };
}

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$1,234.50', or '--' for an empty or unknown amount (spec). */
export function formatDollars(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '--' : DOLLARS.format(roundToCents(value));
}
