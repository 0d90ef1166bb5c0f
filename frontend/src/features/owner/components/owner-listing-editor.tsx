import { PRODUCT_FLAGS, type OpeningHours, type ProductFlag } from '@contracts/api.contract';
import { CONTRIBUTION_LIMITS, type OwnerListing, type OwnerListingEdit, type OwnerListingInput } from '@contracts/contributions.contract';
import { CircleCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert, Spinner } from '@/components/ui/form-field';
import { ProductCheckboxes } from '@/components/ui/product-checkboxes';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { failureMessage } from '@/lib/api-client';
import { useUpdateOwnerListing } from '../api/update-owner-listing';
import { hoursErrors, OwnerHoursFields } from './owner-hours-fields';
import { NO_TERMS, OwnerTermsFields, termsOfValues, type TermsValues } from './owner-terms-fields';

/** The editor's values: the listing's, with empty text for what it lacks. */
interface EditorValues {
  hours: OpeningHours[];
  phone: string;
  website: string;
  description: string;
  sells: ProductFlag[];
  terms: TermsValues;
}

/** A week to start from when neither the owner's hours nor the directory's estimate can be read. */
const USUAL_WEEK: OpeningHours[] = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const).map((day) => ({
  day,
  open: '10:00',
  close: '18:00',
  isClosed: day === 'Sunday',
}));

/** The editor's values: the owner's hours, else the estimate the store page shows (`estimate`), to start from. */
const valuesOf = (listing: OwnerListingEdit, estimate: OpeningHours[] | null): EditorValues => ({
  hours: listing.hours.length > 0 ? listing.hours : (estimate ?? USUAL_WEEK),
  phone: listing.phone ?? '',
  website: listing.website ?? '',
  description: listing.description ?? '',
  sells: listing.sells,
  terms: listing.terms ?? NO_TERMS,
});

/**
 * What is sent: text trimmed, empty text as null (none), the flags in their order. The hours are
 * sent as the owner's only when they are (`ownHours`): a week no one touched leaves the directory's
 * estimate (an empty list).
 */
function editOf(values: EditorValues, ownHours: boolean): OwnerListingInput {
  const text = (value: string) => value.trim() || null;
  return {
    hours: ownHours ? values.hours : [],
    phone: text(values.phone),
    website: text(values.website),
    description: text(values.description),
    sells: PRODUCT_FLAGS.filter((flag) => values.sells.includes(flag)),
    terms: termsOfValues(values.terms),
  };
}

/**
 * The verified owner's editor: hours, phone, website, description and what the store sells, saved
 * together (`PUT /api/owner/listing`). A refusal shows the server's message by the button and keeps
 * every value; once saved, a message says the store page shows the change, with a link to it.
 */
export function OwnerListingEditor({ listing, estimate }: { listing: OwnerListing; estimate: OpeningHours[] | null }) {
  const update = useUpdateOwnerListing();
  const formRef = useRef<HTMLFormElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const [values, setValues] = useState(() => valuesOf(listing.listing, estimate));
  // Whether the hours to save are the owner's: they were, or the owner has changed the estimate.
  const [hoursTouched, setHoursTouched] = useState(false);
  const [dayErrors, setDayErrors] = useState<ReturnType<typeof hoursErrors>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const busy = update.isPending;

  const change = (patch: Partial<EditorValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setSaved(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const errors = hoursErrors(values.hours);
    setDayErrors(errors);
    const firstWrong = values.hours.find((day) => errors[day.day]);
    if (firstWrong) {
      setAlert('Some hours need correcting: see the days marked above.');
      formRef.current?.querySelector<HTMLInputElement>(`input[data-day="${firstWrong.day}"]`)?.focus();
      return;
    }
    setAlert(null);
    setSaved(false);
    update.mutate(editOf(values, listing.ownHours || hoursTouched), {
      onSuccess: (answer) => {
        setValues(valuesOf(answer.listing, estimate));
        setHoursTouched(false);
        setSaved(true);
        // The message takes the focus: it is what the button did.
        window.setTimeout(() => savedRef.current?.focus());
      },
      onError: (failure) => setAlert(failureMessage(failure, 'We could not save your changes.')),
    });
  };

  const contactField = (name: 'phone' | 'website', label: string, type: 'tel' | 'url', hint?: string) => (
    <TextField
      label={label}
      optional
      hint={hint}
      type={type}
      name={name}
      autoComplete="off"
      maxLength={CONTRIBUTION_LIMITS[name]}
      value={values[name]}
      onChange={(value) => change({ [name]: value })}
    />
  );

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="owner-editor-heading"
      onSubmit={submit}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="owner-editor-heading" className="text-xl font-bold tracking-tight text-stone-900">
        Your listing
      </h2>
      {!listing.ownHours && (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-stone-800 ring-1 ring-amber-200">
          The hours below are the directory’s estimate. Change them and save: the store page then shows your hours, marked as coming from
          you.
        </p>
      )}

      <div className="mt-6">
        <OwnerHoursFields
          hours={values.hours}
          timeZone={listing.store.timeZone}
          errors={dayErrors}
          onChange={(hours) => {
            change({ hours });
            setHoursTouched(true);
            setDayErrors({});
          }}
        />
      </div>

      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        {contactField('phone', 'Phone', 'tel')}
        {contactField('website', 'Website', 'url', 'Such as www.example.com')}
        <TextAreaField
          label="Description"
          optional
          hint="A few sentences about the store, in your words: shown on its page and its city’s page."
          className="sm:col-span-2"
          name="description"
          rows={5}
          maxLength={CONTRIBUTION_LIMITS.description}
          value={values.description}
          onChange={(description) => change({ description })}
        />
      </div>

      <ProductCheckboxes
        checked={values.sells}
        onToggle={(flag, checked) => change({ sells: checked ? [...values.sells, flag] : values.sells.filter((other) => other !== flag) })}
        className="mt-6"
      />

      <OwnerTermsFields values={values.terms} onChange={(terms) => change({ terms })} />

      <FormAlert message={alert} className="mt-6" />
      <div role="status">
        {saved && (
          <p
            ref={savedRef}
            tabIndex={-1}
            className="mt-6 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-stone-900"
          >
            <CircleCheck className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
            Saved. Your changes show on your store page now.
            <Link
              to={listing.store.path}
              reloadDocument
              className="font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-950"
            >
              See your store page
            </Link>
          </p>
        )}
      </div>
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className={buttonClassName({ size: 'xl', className: 'mt-6 w-full sm:w-auto' })}
      >
        {busy && <Spinner />}
        {busy ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}
