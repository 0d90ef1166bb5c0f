import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { TextAreaField, TextField } from './text-field';

describe('a text field', () => {
  it('is named by its label and says it is optional', () => {
    render(<TextField label="Phone" optional name="phone" type="tel" value="" onChange={() => undefined} />);

    const input = screen.getByRole('textbox', { name: 'Phone (optional)' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('name', 'phone');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('is read with its hint, then its error, and is marked invalid while wrong', () => {
    const { rerender } = render(<TextField label="Website" hint="Such as www.example.com" value="x" onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Website' });
    expect(input).toHaveAccessibleDescription('Such as www.example.com');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<TextField label="Website" hint="Such as www.example.com" error="Enter a website." value="x" onChange={() => undefined} />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Such as www.example.com Enter a website.');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('gives the typed text to onChange, and its ref to the input', async () => {
    const onChange = jest.fn();
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="City" ref={ref} required maxLength={5} value="" onChange={onChange} />);

    await userEvent.setup().type(screen.getByLabelText('City'), 'A');
    expect(onChange).toHaveBeenCalledWith('A');
    expect(ref.current).toBe(screen.getByLabelText('City'));
    expect(ref.current).toBeRequired();
    expect(ref.current).toHaveAttribute('maxLength', '5');
  });
});

describe('a text area field', () => {
  it('is a labelled text area with its hint and error', async () => {
    const onChange = jest.fn();
    render(<TextAreaField label="Details" optional hint="What should it say?" error="Too long." rows={3} value="" onChange={onChange} />);

    const area = screen.getByRole('textbox', { name: 'Details (optional)' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '3');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('What should it say? Too long.');
    await userEvent.setup().type(area, 'B');
    expect(onChange).toHaveBeenCalledWith('B');
  });
});
