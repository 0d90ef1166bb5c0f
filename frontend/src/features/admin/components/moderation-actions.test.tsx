import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@/lib/api-client';
import { ModerationActions, VERBS, type ModerationAction } from './moderation-actions';

/** What the bar reads of a mutation, as `useMutation` answers it. */
const mutation = ({ isPending = false, error = null as Error | null } = {}) => ({
  isPending,
  isError: error !== null,
  error,
  reset: jest.fn(),
});

const refusal = new ApiRequestError(409, JSON.stringify({ statusCode: 409, error: 'Conflict', message: 'It was decided already.' }));

/** Approve (at the click), Reject (why?) and Audit trail, as a suggestion's item has them. */
function renderBar({
  approve = mutation(),
  reject = mutation(),
  head,
}: Partial<Record<'approve' | 'reject', ReturnType<typeof mutation>>> & {
  head?: string;
} = {}) {
  const calls = { run: jest.fn(), submit: jest.fn(), show: jest.fn() };
  const actions: ModerationAction[] = [
    { ...VERBS.approve, mutation: approve, run: calls.run, failure: 'Could not approve Blue Door' },
    { ...VERBS.reject, mutation: reject, question: 'Why reject Blue Door?', hint: 'Kept in the records.', submit: calls.submit },
    { ...VERBS.auditTrail, itemName: 'of Blue Door', show: calls.show },
  ];
  const rendered = render(<ModerationActions itemName="Blue Door" actions={actions} head={head && <h4>{head}</h4>} />);
  return { ...rendered, calls, user: userEvent.setup() };
}

describe('an item’s actions', () => {
  it('names the item in each button, after its word', () => {
    renderBar();

    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Approve Blue Door',
      'Reject Blue Door',
      'Audit trail of Blue Door',
    ]);
    expect(screen.getByRole('button', { name: 'Approve Blue Door' })).not.toHaveAttribute('aria-disabled');
  });

  it('while one action runs: its button says so and the others wait, still focusable, except Audit trail', async () => {
    const { calls, user } = renderBar({ approve: mutation({ isPending: true }) });

    const approve = screen.getByRole('button', { name: 'Approving… Blue Door' });
    const reject = screen.getByRole('button', { name: 'Reject Blue Door' });
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    expect(reject).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Audit trail of Blue Door' })).not.toHaveAttribute('aria-disabled');

    await user.click(approve);
    await user.click(reject);
    expect(calls.run).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
    reject.focus();
    expect(reject).toHaveFocus();
  });

  it('runs an action at the click, and says under the buttons why it failed', async () => {
    const { calls, user, rerender } = renderBar();

    await user.click(screen.getByRole('button', { name: 'Approve Blue Door' }));
    expect(calls.run).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    rerender(
      <ModerationActions
        itemName="Blue Door"
        actions={[{ ...VERBS.approve, mutation: mutation({ error: refusal }), run: calls.run, failure: 'Could not approve Blue Door' }]}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not approve Blue Door: It was decided already.');
  });

  it('opens the reason form in place of the buttons; Cancel resets the action and returns to its button', async () => {
    const reject = mutation();
    const { calls, user } = renderBar({ reject });

    await user.click(screen.getByRole('button', { name: 'Reject Blue Door' }));
    const reason = screen.getByRole('textbox', { name: 'Why reject Blue Door?' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription('Kept in the records.');
    // The form's own button is the only one of its name.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Reject Blue Door', 'Cancel']);

    await user.type(reason, 'Not a consignment store');
    await user.click(screen.getByRole('button', { name: 'Reject Blue Door' }));
    expect(calls.submit).toHaveBeenCalledWith('Not a consignment store');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(reject.reset).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject Blue Door' })).toHaveFocus();
  });

  it('shows the form’s pending state and the API’s refusal, the reason kept', async () => {
    const { user, rerender } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Reject Blue Door' }));
    await user.type(screen.getByRole('textbox'), 'Closed');

    const withReject = (reject: ReturnType<typeof mutation>) => (
      <ModerationActions
        itemName="Blue Door"
        actions={[
          { ...VERBS.reject, mutation: reject, question: 'Why reject Blue Door?', hint: 'Kept in the records.', submit: jest.fn() },
        ]}
      />
    );
    rerender(withReject(mutation({ isPending: true })));
    expect(screen.getByRole('button', { name: 'Rejecting… Blue Door' })).toHaveAttribute('aria-disabled', 'true');

    rerender(withReject(mutation({ error: refusal })));
    const reason = screen.getByRole('textbox', { name: 'Why reject Blue Door?' });
    expect(reason).toHaveValue('Closed');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Kept in the records. It was decided already.');
  });

  it('with a head, puts the buttons beside it', () => {
    const { container } = renderBar({ head: 'Old Attic' });

    const row = container.firstElementChild;
    expect(row).toHaveClass('flex', 'flex-wrap', 'items-start', 'justify-between');
    expect(within(row as HTMLElement).getByRole('heading', { name: 'Old Attic' })).toBeInTheDocument();
    expect(within(row as HTMLElement).getAllByRole('button')).toHaveLength(3);
  });

  it('leaves out an action given as false', () => {
    render(<ModerationActions itemName="Blue Door" actions={[false, { ...VERBS.auditTrail, show: jest.fn() }]} />);

    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Audit trail Blue Door']);
  });
});
