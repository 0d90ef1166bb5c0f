import type { ComponentProps } from 'react';
import { Field, inputClass, type FieldControl } from './form-field';

/** A {@link Field}'s label, '(optional)', hint, error and place (its `className`). */
type FieldFrame = Omit<ComponentProps<typeof Field>, 'children'>;

/** The control's own attributes: the field gives its id, description and invalid state, and its look. */
type ControlProps<Tag extends 'input' | 'textarea'> = Omit<ComponentProps<Tag>, keyof FieldControl | 'className' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A labelled one-line text input (a name, an e-mail address, a phone number), with its hint and error: a {@link Field}. */
export function TextField({ label, optional, hint, error, className, onChange, ...input }: FieldFrame & ControlProps<'input'>) {
  return (
    <Field label={label} optional={optional} hint={hint} error={error} className={className}>
      {(control) => <input {...control} {...input} onChange={(event) => onChange(event.target.value)} className={inputClass} />}
    </Field>
  );
}

/** A labelled text area (a note, a description), with its hint and error: a {@link Field}. */
export function TextAreaField({ label, optional, hint, error, className, onChange, ...textArea }: FieldFrame & ControlProps<'textarea'>) {
  return (
    <Field label={label} optional={optional} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea {...control} {...textArea} onChange={(event) => onChange(event.target.value)} className={`${inputClass} py-2`} />
      )}
    </Field>
  );
}
