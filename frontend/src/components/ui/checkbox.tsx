import type { ReactNode } from 'react';

/**
 * A checkbox with its label beside it, the whole label a target at least 44 px high on phones (36 px
 * from `sm` where `compact`): the site's filters and forms' choices.
 */
export function Checkbox({
  name,
  value,
  checked,
  onChange,
  compact = false,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={`flex ${compact ? 'min-h-9' : 'min-h-11'} cursor-pointer items-center gap-2 text-stone-800`}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 accent-orange-800"
      />
      {children}
    </label>
  );
}
