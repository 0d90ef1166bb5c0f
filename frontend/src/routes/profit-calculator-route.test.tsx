import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/test/render';
import { ProfitCalculatorRoute } from './profit-calculator-route';

type Field = 'Selling Price' | 'Store Commission Rate' | 'Miscellaneous Fees';
type Result = 'Estimated Profit' | 'Store Commission' | 'Additional Fees' | 'Total Selling Price';

function renderCalculator() {
  const user = userEvent.setup();
  const rendered = renderAt(<ProfitCalculatorRoute />, { at: '/tools/profit-calculator' });
  const field = (label: Field) => screen.getByRole('textbox', { name: label });
  /** Replaces what a field holds with `text`, as a visitor would (select all, type). */
  const enter = async (label: Field, text: string) => {
    await user.clear(field(label));
    if (text) await user.type(field(label), text);
  };
  /** The amount a results box shows. */
  const result = (label: Result) => {
    const results = screen.getByRole('region', { name: 'Your Results' });
    const term = within(results)
      .getAllByRole('term')
      .find((candidate) => candidate.firstChild?.textContent === label);
    if (!term) throw new Error(`No results box '${label}'`);
    return term.nextElementSibling?.textContent;
  };
  const allResults = () => ({
    profit: result('Estimated Profit'),
    commission: result('Store Commission'),
    fees: result('Additional Fees'),
    total: result('Total Selling Price'),
  });
  const message = () => screen.getByRole('alert');
  return { ...rendered, user, field, enter, result, allResults, message };
}

const CLEARED = { profit: '--', commission: '--', fees: '--', total: '--' };

describe('the profit calculator', () => {
  it('starts from a $120 sale at 40% with $5 of fees: $67.00 for the consignor', () => {
    const { field, allResults, message } = renderCalculator();

    expect(field('Selling Price')).toHaveValue('120');
    expect(field('Store Commission Rate')).toHaveValue('40');
    expect(field('Miscellaneous Fees')).toHaveValue('5');
    expect(allResults()).toEqual({ profit: '$67.00', commission: '$48.00', fees: '$5.00', total: '$120.00' });
    expect(message()).toBeEmptyDOMElement();
  });

  it('labels the profit "for you" and announces it as it changes', () => {
    renderCalculator();

    const profit = screen.getByText('Estimated Profit');
    expect(profit.closest('dt')).toHaveTextContent('Estimated Profit(for you)');
    expect(profit.closest('dt')?.nextElementSibling).toHaveAttribute('aria-live', 'polite');
  });

  it('has three text inputs with a decimal keypad and the placeholders 0.00, 0 and 0.00', () => {
    const { field } = renderCalculator();

    expect(field('Selling Price')).toHaveAttribute('placeholder', '0.00');
    expect(field('Store Commission Rate')).toHaveAttribute('placeholder', '0');
    expect(field('Miscellaneous Fees')).toHaveAttribute('placeholder', '0.00');
    for (const label of ['Selling Price', 'Store Commission Rate', 'Miscellaneous Fees'] as const) {
      expect(field(label)).toHaveAttribute('type', 'text');
      expect(field(label)).toHaveAttribute('inputmode', 'decimal');
    }
  });

  it("gives each input a help tip; the commission's says rates typically range from 25-60%", async () => {
    const { user } = renderCalculator();

    const commissionHelp = screen.getByRole('button', { name: 'About Store Commission Rate' });
    expect(commissionHelp).toHaveAccessibleDescription(
      'The share of the selling price the store keeps. Rates typically range from 25-60%.',
    );
    expect(screen.getByRole('button', { name: 'About Selling Price' })).toHaveAccessibleDescription(
      /before the store takes its commission/,
    );
    expect(screen.getByRole('button', { name: 'About Miscellaneous Fees' })).toHaveAccessibleDescription(/taken from your share/);

    expect(commissionHelp).toHaveAttribute('aria-expanded', 'false');
    await user.click(commissionHelp);
    expect(commissionHelp).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(commissionHelp).toHaveAttribute('aria-expanded', 'false');
  });

  it('recalculates as each input changes: $200 at 25% with $10 of fees leaves $140.00', async () => {
    const { enter, allResults } = renderCalculator();

    await enter('Selling Price', '200');
    expect(allResults()).toEqual({ profit: '$115.00', commission: '$80.00', fees: '$5.00', total: '$200.00' });
    await enter('Store Commission Rate', '25');
    expect(allResults()).toEqual({ profit: '$145.00', commission: '$50.00', fees: '$5.00', total: '$200.00' });
    await enter('Miscellaneous Fees', '10');
    expect(allResults()).toEqual({ profit: '$140.00', commission: '$50.00', fees: '$10.00', total: '$200.00' });
  });

  it('rounds the commission and the profit to cents', async () => {
    const { enter, allResults } = renderCalculator();

    await enter('Selling Price', '19.99');
    await enter('Store Commission Rate', '33');
    await enter('Miscellaneous Fees', '0');
    // 19.99 x 33% = 6.5967: the store keeps $6.60 and the consignor $13.39.
    expect(allResults()).toEqual({ profit: '$13.39', commission: '$6.60', fees: '$0.00', total: '$19.99' });
  });

  it('reads amounts typed with a dollar sign, thousands separators or a percent sign', async () => {
    const { enter, allResults, message } = renderCalculator();

    await enter('Selling Price', '$1,250.50');
    await enter('Store Commission Rate', '50%');
    expect(message()).toBeEmptyDOMElement();
    expect(allResults()).toEqual({ profit: '$620.25', commission: '$625.25', fees: '$5.00', total: '$1,250.50' });
  });

  it("says 'Please enter a valid selling price' for a price that is not a number, clears the results and marks the field", async () => {
    const { enter, field, allResults, message } = renderCalculator();

    await enter('Selling Price', '12abc');

    expect(message()).toHaveTextContent(/^Please enter a valid selling price$/);
    expect(allResults()).toEqual(CLEARED);
    expect(field('Selling Price')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Selling Price')).toHaveAccessibleDescription('Please enter a valid selling price');
    expect(field('Store Commission Rate')).not.toHaveAttribute('aria-invalid');
  });

  it("treats an empty selling price as not a number: 'Please enter a valid selling price', results '--'", async () => {
    const { enter, allResults, message } = renderCalculator();

    await enter('Selling Price', '');

    expect(message()).toHaveTextContent(/^Please enter a valid selling price$/);
    expect(allResults()).toEqual(CLEARED);
  });

  it("says 'Please enter a valid commission percentage' for a commission that is not a number", async () => {
    const { enter, field, allResults, message } = renderCalculator();

    await enter('Store Commission Rate', 'forty');

    expect(message()).toHaveTextContent(/^Please enter a valid commission percentage$/);
    expect(allResults()).toEqual(CLEARED);
    expect(field('Store Commission Rate')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Please enter a valid fees amount' for fees that are not a number", async () => {
    const { enter, field, allResults, message } = renderCalculator();

    await enter('Miscellaneous Fees', '1e3');

    expect(message()).toHaveTextContent(/^Please enter a valid fees amount$/);
    expect(allResults()).toEqual(CLEARED);
    expect(field('Miscellaneous Fees')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each(['0', '-5'])("says 'Selling price must be greater than zero' for a price of %s", async (price) => {
    const { enter, allResults, message } = renderCalculator();

    await enter('Selling Price', price);

    expect(message()).toHaveTextContent(/^Selling price must be greater than zero$/);
    expect(allResults()).toEqual(CLEARED);
  });

  it.each(['101', '-1'])("says 'Commission rate must be between 0 and 100%' for a rate of %s", async (rate) => {
    const { enter, allResults, message } = renderCalculator();

    await enter('Store Commission Rate', rate);

    expect(message()).toHaveTextContent(/^Commission rate must be between 0 and 100%$/);
    expect(allResults()).toEqual(CLEARED);
  });

  it('accepts the limits of the rate: 0% leaves the whole price, 100% leaves only the fees to pay', async () => {
    const { enter, allResults, message } = renderCalculator();

    await enter('Store Commission Rate', '0');
    expect(message()).toBeEmptyDOMElement();
    expect(allResults()).toEqual({ profit: '$115.00', commission: '$0.00', fees: '$5.00', total: '$120.00' });

    await enter('Store Commission Rate', '100');
    expect(message()).toBeEmptyDOMElement();
    expect(allResults()).toEqual({ profit: '-$5.00', commission: '$120.00', fees: '$5.00', total: '$120.00' });
  });

  it("says 'Fees cannot be negative' for negative fees", async () => {
    const { enter, allResults, message } = renderCalculator();

    await enter('Miscellaneous Fees', '-1');

    expect(message()).toHaveTextContent(/^Fees cannot be negative$/);
    expect(allResults()).toEqual(CLEARED);
  });

  it('checks in the order of the rules: every "not a number" first, then the limits', async () => {
    const { enter, message } = renderCalculator();

    await enter('Selling Price', '0');
    await enter('Store Commission Rate', '500');
    await enter('Miscellaneous Fees', 'abc');
    // A price of zero and a rate of 500% are both wrong, but fees that are no number come first.
    expect(message()).toHaveTextContent(/^Please enter a valid fees amount$/);

    await enter('Miscellaneous Fees', '-3');
    expect(message()).toHaveTextContent(/^Selling price must be greater than zero$/);

    await enter('Selling Price', '10');
    expect(message()).toHaveTextContent(/^Commission rate must be between 0 and 100%$/);

    await enter('Store Commission Rate', '10');
    expect(message()).toHaveTextContent(/^Fees cannot be negative$/);
  });

  it('clears the message and shows the results again once the input is fixed', async () => {
    const { enter, field, allResults, message } = renderCalculator();

    await enter('Selling Price', 'abc');
    expect(message()).toHaveTextContent('Please enter a valid selling price');

    await enter('Selling Price', '50');
    expect(message()).toBeEmptyDOMElement();
    expect(field('Selling Price')).not.toHaveAttribute('aria-invalid');
    expect(allResults()).toEqual({ profit: '$25.00', commission: '$20.00', fees: '$5.00', total: '$50.00' });
  });

  it('explains the calculation with the worked example of the spec', () => {
    renderCalculator();

    const how = screen.getByRole('region', { name: 'How the Calculation Works' });
    expect(how).toHaveTextContent(
      'For example, an item that sells for $120 at a 40% commission gives the store $48, leaving $72. With $5 in fees, you take home $67.',
    );
  });

  it('links back to all tools, above the calculator and below it', () => {
    renderCalculator();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Consignment Profit Calculator');
    expect(screen.getByRole('link', { name: 'All tools' })).toHaveAttribute('href', '/tools');
    expect(screen.getByRole('link', { name: 'Explore All Tools' })).toHaveAttribute('href', '/tools');
  });
});
