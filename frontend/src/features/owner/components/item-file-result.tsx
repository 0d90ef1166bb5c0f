import { formatItemPrice, type ItemFileCheck } from '@contracts/items.contract';
import { PRODUCT_LABELS } from '@contracts/store-features';
import { CircleAlert, FileSpreadsheet, Upload } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, Spinner } from '@/components/ui/form-field';
import { SHOWN_FILE_PROBLEMS, countOf, itemsRead } from './item-feed-shared';

/** A cell of the preview with nothing in it: a dash to see, "none" to hear. */
export function Missing() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">none</span>
    </>
  );
}

export interface ItemFileResultProps {
  fileName: string;
  check: ItemFileCheck;
  headingRef: RefObject<HTMLHeadingElement | null>;
  saving: boolean;
  busy: boolean;
  /** Why saving failed (the server's words); the check stays shown. */
  alert: string | null;
  onSave: () => void;
}

/**
 * What a checked file holds: how many items, the first of them in a table, and either its problems
 * by line (nothing can be saved until they are mended) or the button that saves its items.
 */
export function ItemFileResult({ fileName, check, headingRef, saving, busy, alert, onSave }: ItemFileResultProps) {
  const captionId = useId();
  const problems = check.problems.slice(0, SHOWN_FILE_PROBLEMS);
  const unlisted = check.problemCount - problems.length;
  const saveable = check.problemCount === 0 && check.itemCount > 0;

  return (
    <div className="mt-6 rounded-xl border border-stone-200 bg-stone-50 p-4 sm:p-5">
      <h3 ref={headingRef} tabIndex={-1} className="flex items-start gap-2 text-lg font-bold text-stone-900">
        <FileSpreadsheet className="mt-1 size-5 shrink-0 text-stone-700" aria-hidden="true" />
        <span className="min-w-0 break-all">Checked: {fileName}</span>
      </h3>
      <p className="mt-3 text-2xl font-bold tracking-tight text-stone-900">{itemsRead(check.itemCount)}</p>

      {check.preview.length > 0 && (
        // Scrolls sideways on a narrow screen: a region the keyboard can reach, named as its table.
        <div
          role="region"
          aria-labelledby={captionId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take the focus (axe: scrollable-region-focusable)
          tabIndex={0}
          className="mt-4 overflow-x-auto rounded-lg border border-stone-200 bg-white"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption id={captionId} className="px-3 py-2 text-left font-semibold text-stone-900">
              The first items
            </caption>
            <thead className="bg-stone-100 text-stone-800">
              <tr>
                {['Title', 'Price', 'Category', 'Brand', 'Size'].map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200 text-stone-800">
              {check.preview.map((item, index) => (
                // The preview's items have no id of their own: their place in the file is theirs.
                <tr key={index}>
                  <th scope="row" className="px-3 py-2 font-medium break-words text-stone-900">
                    {item.title}
                    {!item.available && <span className="font-normal text-stone-600"> (sold)</span>}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap">{formatItemPrice(item.priceCents)}</td>
                  <td className="px-3 py-2">{item.category ? PRODUCT_LABELS[item.category] : <Missing />}</td>
                  <td className="px-3 py-2">{item.brand ?? <Missing />}</td>
                  <td className="px-3 py-2">{item.size ?? <Missing />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {check.problemCount > 0 ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
          <p className="flex items-start gap-2 font-semibold">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {check.problemCount === 1
              ? '1 line has a problem; nothing will be saved until it is mended:'
              : `${check.problemCount.toLocaleString('en-US')} lines have problems; nothing will be saved until they are mended:`}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {problems.map((problem) => (
              <li key={`${problem.line}-${problem.message}`} className="break-words">
                Line {problem.line}: {problem.message}
              </li>
            ))}
          </ul>
          {unlisted > 0 && <p className="mt-2 text-sm">And {unlisted.toLocaleString('en-US')} more.</p>}
        </div>
      ) : (
        saveable && (
          <div className="mt-4">
            <p className="text-stone-700">No problem found. Saving puts this file’s items on the site, in place of any you had there.</p>
            <p role="status" className="mt-3 text-stone-700 empty:mt-0">
              {saving ? 'We are saving your items now.' : ''}
            </p>
            <Button size="xl" className="mt-4 w-full sm:w-auto" aria-disabled={busy || undefined} onClick={onSave}>
              {saving ? <Spinner /> : <Upload className="size-5" aria-hidden="true" />}
              {saving ? 'Saving…' : `Save ${countOf(check.itemCount, 'item', 'items')}`}
            </Button>
            <FormAlert message={alert} className="mt-4" />
          </div>
        )
      )}
    </div>
  );
}
