import { calculateProfit, CALCULATOR_DEFAULTS, formatDollars, readAmount, roundToCents } from './profit-calculator';

const input = (sellingPrice: string, commissionRate: string, fees: string) => ({ sellingPrice, commissionRate, fees });
const messageFor = (sellingPrice: string, commissionRate: string, fees: string) => {
  const result = calculateProfit(input(sellingPrice, commissionRate, fees));
  return result.ok ? null : result.message;
};

describe('the profit calculator', () => {
  it('works the spec example: 120 at 40% is 48 commission, 72 left, 67 after 5 in fees', () => {
    expect(calculateProfit(CALCULATOR_DEFAULTS)).toEqual({ ok: true, sellingPrice: 120, commissionAmount: 48, fees: 5, profit: 67 });
  });

  it('names the input each message is about', () => {
    expect(calculateProfit(input('0', '40', '5'))).toMatchObject({ ok: false, field: 'sellingPrice' });
    expect(calculateProfit(input('120', '101', '5'))).toMatchObject({ ok: false, field: 'commissionRate' });
    expect(calculateProfit(input('120', '40', 'x'))).toMatchObject({ ok: false, field: 'fees' });
  });

  it('checks in the spec order, the first failure giving the message', () => {
    expect(messageFor('abc', 'abc', 'abc')).toBe('Please enter a valid selling price');
    expect(messageFor('120', 'abc', 'abc')).toBe('Please enter a valid commission percentage');
    expect(messageFor('120', '40', 'abc')).toBe('Please enter a valid fees amount');
    // Numbers come before ranges: a bad fee is named before a zero price.
    expect(messageFor('0', '40', 'abc')).toBe('Please enter a valid fees amount');
    expect(messageFor('0', '140', '-5')).toBe('Selling price must be greater than zero');
    expect(messageFor('120', '140', '-5')).toBe('Commission rate must be between 0 and 100%');
    expect(messageFor('120', '-1', '5')).toBe('Commission rate must be between 0 and 100%');
    expect(messageFor('120', '40', '-5')).toBe('Fees cannot be negative');
  });

  it('reads amounts as people type them', () => {
    expect(readAmount('1,200')).toBe(1200);
    expect(readAmount('1,234,567.89')).toBe(1234567.89);
    expect(readAmount('  5 ')).toBe(5);
    expect(readAmount('.5')).toBe(0.5);
    expect(Object.is(readAmount('-0'), 0)).toBe(true);
    // On the way to '12.50'; with the signs and units people type.
    expect(readAmount('12.')).toBe(12);
    expect(readAmount('+5')).toBe(5);
    expect(readAmount('$120')).toBe(120);
    expect(readAmount('$ 1,200.50')).toBe(1200.5);
    expect(readAmount('40%')).toBe(40);
    expect(readAmount('-$3')).toBe(-3);
    for (const text of [
      '',
      '   ',
      'abc',
      '1e3',
      '0x10',
      '12abc',
      '1,20',
      '1,2000',
      '--5',
      '5.5.5',
      'Infinity',
      'NaN',
      '.',
      '-',
      '$',
      '%',
      '40%%',
      '$$5',
    ]) {
      expect(readAmount(text)).toBeNull();
    }
  });

  it('treats odd inputs the way the messages say', () => {
    expect(calculateProfit(input('1,200', '40', '  5 '))).toMatchObject({ ok: true, commissionAmount: 480, profit: 715 });
    expect(messageFor('-0', '40', '5')).toBe('Selling price must be greater than zero');
    expect(calculateProfit(input('120', '-0', '-0'))).toMatchObject({ ok: true, commissionAmount: 0, fees: 0, profit: 120 });
    expect(messageFor('1e3', '40', '5')).toBe('Please enter a valid selling price');
    expect(messageFor('', '40', '5')).toBe('Please enter a valid selling price');
    expect(messageFor('120', '', '5')).toBe('Please enter a valid commission percentage');
    expect(messageFor('120', '40', '')).toBe('Please enter a valid fees amount');
  });

  it('accepts the bounds: 0% and 100% commission, no fees', () => {
    expect(calculateProfit(input('50', '0', '0'))).toMatchObject({ ok: true, commissionAmount: 0, profit: 50 });
    expect(calculateProfit(input('50', '100', '0'))).toMatchObject({ ok: true, commissionAmount: 50, profit: 0 });
  });

  it('rounds commission and profit to cents, halves up', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(-1.005)).toBe(-1.01);
    expect(calculateProfit(input('19.99', '33.3', '0.1'))).toMatchObject({ ok: true, commissionAmount: 6.66, profit: 13.23 });
  });

  it('shows dollars with two decimals and thousands separators, or -- when there is no amount', () => {
    expect(formatDollars(67)).toBe('$67.00');
    expect(formatDollars(1234567.891)).toBe('$1,234,567.89');
    expect(formatDollars(-3)).toBe('-$3.00');
    expect(formatDollars(-0)).toBe('$0.00');
    expect(formatDollars(null)).toBe('--');
    expect(formatDollars(Number.NaN)).toBe('--');
  });
});
