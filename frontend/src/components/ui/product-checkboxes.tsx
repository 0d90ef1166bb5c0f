import { PRODUCT_FLAGS, type ProductFlag } from '@contracts/api.contract';
import { PRODUCT_LABELS } from '@contracts/store-features';
import { Checkbox } from './checkbox';

/** 'What it sells' of a store's form (a suggestion, the owner's editor): a checkbox per product, in the directory's order. */
export function ProductCheckboxes({
  checked,
  optional = false,
  onToggle,
  className,
}: {
  checked: readonly ProductFlag[];
  /** '(optional)' after the legend. */
  optional?: boolean;
  onToggle: (flag: ProductFlag, checked: boolean) => void;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="font-semibold text-stone-900">
        What it sells
        {optional && (
          <>
            {' '}
            <span className="font-normal text-stone-600">(optional)</span>
          </>
        )}
      </legend>
      <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        {PRODUCT_FLAGS.map((flag) => (
          <Checkbox key={flag} name="sells" value={flag} checked={checked.includes(flag)} onChange={(on) => onToggle(flag, on)}>
            {PRODUCT_LABELS[flag]}
          </Checkbox>
        ))}
      </div>
    </fieldset>
  );
}
