import {
  REQUIRED_TERMS_COLUMNS,
  TERMS_COLUMN_CHOICES,
  TERMS_COLUMN_FORMS,
  TERMS_COLUMN_LABELS,
  TERMS_COLUMNS,
  type TermsColumn,
} from '@contracts/consignment-terms-columns';
import { Field, inputClass } from '@/components/ui/form-field';

/** The form's terms: a text per column, empty for what the store does not say. */
export type TermsValues = Record<TermsColumn, string>;

export const NO_TERMS: TermsValues = Object.fromEntries(TERMS_COLUMNS.map((column) => [column, ''])) as TermsValues;

/** What is sent: each column trimmed; none at all when every one is empty (the store publishes no terms). */
export function termsOfValues(values: TermsValues): TermsValues | null {
  const trimmed = Object.fromEntries(TERMS_COLUMNS.map((column) => [column, values[column].trim()])) as TermsValues;
  return TERMS_COLUMNS.every((column) => trimmed[column] === '') ? null : trimmed;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The owner's consignment terms, in the phrases an import file's columns take (the same rule reads
 * both): the required ones marked, each with what it takes. Every field empty: no terms published.
 */
export function OwnerTermsFields({ values, onChange }: { values: TermsValues; onChange: (values: TermsValues) => void }) {
  return (
    <fieldset className="mt-8">
      <legend className="text-lg font-bold text-stone-900">Your consignment terms</legend>
      <p className="mt-1 text-stone-700">
        What sellers get from you: shown as “Consign Here” on your page, and in the price comparison. Fill in at least the fields not marked
        optional, or leave them all empty to publish none.
      </p>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        {TERMS_COLUMNS.map((column) => (
          <Field
            key={column}
            label={TERMS_COLUMN_LABELS[column]}
            optional={!REQUIRED_TERMS_COLUMNS.includes(column)}
            hint={`${capitalized(TERMS_COLUMN_FORMS[column])}.`}
          >
            {(control) => {
              const choices = TERMS_COLUMN_CHOICES[column];
              return choices ? (
                <select
                  {...control}
                  name={column}
                  value={values[column]}
                  onChange={(event) => onChange({ ...values, [column]: event.target.value })}
                  className={inputClass}
                >
                  <option value="">Choose…</option>
                  {choices.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...control}
                  type="text"
                  name={column}
                  autoComplete="off"
                  value={values[column]}
                  onChange={(event) => onChange({ ...values, [column]: event.target.value })}
                  className={inputClass}
                />
              );
            }}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
