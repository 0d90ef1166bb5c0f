import { PRODUCT_FLAGS } from '@contracts/api.contract';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductCheckboxes } from './product-checkboxes';

describe("a form's 'What it sells'", () => {
  it('is a group of a checkbox per product, the chosen ones checked', () => {
    render(<ProductCheckboxes checked={['sellFurniture']} onToggle={() => undefined} />);

    const group = screen.getByRole('group', { name: 'What it sells' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(PRODUCT_FLAGS.length);
    expect(within(group).getByRole('checkbox', { name: 'Furniture' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Clothing' })).not.toBeChecked();
  });

  it("says '(optional)' when it is, and tells which product was checked or unchecked", async () => {
    const onToggle = jest.fn();
    render(<ProductCheckboxes checked={['sellFurniture']} optional onToggle={onToggle} />);
    const user = userEvent.setup();

    const group = screen.getByRole('group', { name: 'What it sells (optional)' });
    await user.click(within(group).getByRole('checkbox', { name: 'Clothing' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Furniture' }));
    expect(onToggle.mock.calls).toEqual([
      ['sellClothes', true],
      ['sellFurniture', false],
    ]);
  });
});
