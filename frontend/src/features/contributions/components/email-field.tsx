import { CONTRIBUTION_LIMITS } from '@contracts/contributions.contract';
import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';

/** The visitor's own e-mail address in a public form: `email`, the browser's autofill welcome, the contract's length. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'name' | 'type' | 'autoComplete' | 'maxLength'>) {
  return <TextField name="email" type="email" autoComplete="email" {...props} maxLength={CONTRIBUTION_LIMITS.email} />;
}
