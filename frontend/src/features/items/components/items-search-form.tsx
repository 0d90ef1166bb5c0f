import { PRODUCT_FLAGS } from '@contracts/api.contract';
import {
  ITEMS_PAGE_PATH,
  ITEMS_QUERY_MAX_LENGTH,
  itemsPagePath,
  readItemSearchParams,
  type ItemSearchParams,
} from '@contracts/items.contract';
import { PRODUCT_LABELS } from '@contracts/store-features';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, inputClass } from '@/components/ui/form-field';

/** A price bound's field: whole dollars. */
function PriceField({ name, label, value }: { name: 'min' | 'max'; label: string; value: number | null }) {
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={value ?? ''}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/**
 * What to look for, near where, in which category and price range, in stores open now or not: a plain
 * GET form to `/items` (it works before the page's code has loaded); once hydrated it moves to the
 * results page in the app. Beside Open now, how many of the search's items are in stores open now.
 */
export function ItemsSearchForm({ params, openNowTotal }: { params: ItemSearchParams; openNowTotal: number | null | undefined }) {
  const navigate = useNavigate();
  const [openNow, setOpenNow] = useState(params.openNow);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') fields.set(name, value);
    void navigate(itemsPagePath({ ...readItemSearchParams(fields), page: 1 }));
  };
  return (
    <form
      method="get"
      action={ITEMS_PAGE_PATH}
      role="search"
      aria-label="Items"
      onSubmit={onSubmit}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:gap-4 lg:grid-cols-[2fr_2fr_1.5fr_1fr_1fr_auto] lg:items-end"
    >
      <Field label="What are you looking for?" className="col-span-2 lg:col-span-1">
        {(control) => (
          <input
            {...control}
            name="q"
            type="search"
            defaultValue={params.q}
            maxLength={ITEMS_QUERY_MAX_LENGTH}
            placeholder="A dresser, a Coach bag, snow boots…"
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Near" className="col-span-2 sm:col-span-1">
        {(control) => (
          <input
            {...control}
            name="near"
            type="text"
            defaultValue={params.near}
            maxLength={ITEMS_QUERY_MAX_LENGTH}
            placeholder="City, state or ZIP code"
            autoComplete="address-level2"
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Category" className="col-span-2 sm:col-span-1">
        {(control) => (
          <select {...control} name="category" defaultValue={params.category ?? ''} className={inputClass}>
            <option value="">Any category</option>
            {PRODUCT_FLAGS.map((flag) => (
              <option key={flag} value={flag}>
                {PRODUCT_LABELS[flag]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <PriceField name="min" label="Min price ($)" value={params.min} />
      <PriceField name="max" label="Max price ($)" value={params.max} />
      <div className="col-span-2 lg:order-last lg:col-span-6">
        <Checkbox name="open" value="1" checked={openNow} onChange={setOpenNow}>
          <span>
            Open now
            {typeof openNowTotal === 'number' && <span className="text-sm text-stone-600"> ({openNowTotal.toLocaleString('en-US')})</span>}
          </span>
        </Checkbox>
      </div>
      <Button type="submit" className="col-span-2 h-11 lg:col-span-1">
        <Search className="size-4" aria-hidden="true" />
        Search items
      </Button>
    </form>
  );
}
