import { PRODUCT_FLAGS, type ProductFlag, type StoreSummary } from '@contracts/api.contract';
import { CONTRIBUTION_LIMITS, type StoreSuggestionInput } from '@contracts/contributions.contract';
import { storePath } from '@contracts/page-paths';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { Field, FormAlert, HoneypotField, inputClass, Spinner } from '@/components/ui/form-field';
import { ProductCheckboxes } from '@/components/ui/product-checkboxes';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { useStates } from '@/features/states';
import { failureMessage } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import { useFormGuard } from '../api/get-form-ticket';
import { suggestionMatchesQueryOptions } from '../api/get-suggestion-matches';
import { useSuggestStore } from '../api/suggest-store';
import { EmailField } from './email-field';
import { isEmailAddress, isZipCode } from './form-rules';

/** The form's values as typed. */
export interface SuggestionValues {
  businessName: string;
  address: string;
  city: string;
  stateSlug: string;
  zipCode: string;
  phone: string;
  website: string;
  sells: ProductFlag[];
  note: string;
  email: string;
}

type TextFieldName = Exclude<keyof SuggestionValues, 'sells'>;
type FieldErrors = Partial<Record<TextFieldName, string>>;

const emptyValues = (start: Partial<SuggestionValues>): SuggestionValues => ({
  businessName: '',
  address: '',
  city: '',
  stateSlug: '',
  zipCode: '',
  phone: '',
  website: '',
  sells: [],
  note: '',
  email: '',
  ...start,
});

/** The fields in the order they show: the first wrong one takes the focus. */
const FIELD_ORDER: TextFieldName[] = ['businessName', 'address', 'city', 'stateSlug', 'zipCode', 'phone', 'website', 'note', 'email'];

/** What is wrong with the values, by field, before anything is sent. */
export function suggestionErrors(values: SuggestionValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.businessName.trim()) errors.businessName = 'Enter the store’s name.';
  if (!values.address.trim()) errors.address = 'Enter the store’s street address.';
  if (!values.city.trim()) errors.city = 'Enter the city.';
  if (!values.stateSlug) errors.stateSlug = 'Choose the state.';
  if (!values.zipCode.trim()) errors.zipCode = 'Enter the ZIP code.';
  else if (!isZipCode(values.zipCode)) errors.zipCode = 'Enter a 5-digit ZIP code, such as 78701.';
  if (values.email.trim() && !isEmailAddress(values.email))
    errors.email = 'Enter an e-mail address such as name@example.com, or leave it empty.';
  return errors;
}

/** What is sent, without the form's guard: trimmed, empty optional fields left out. */
function suggestionOf(values: SuggestionValues): Omit<StoreSuggestionInput, 'ticket'> {
  const optional = (value: string) => value.trim() || undefined;
  return {
    businessName: values.businessName.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    stateSlug: values.stateSlug,
    zipCode: values.zipCode.trim(),
    phone: optional(values.phone),
    website: optional(values.website),
    sells: PRODUCT_FLAGS.filter((flag) => values.sells.includes(flag)),
    note: optional(values.note),
    email: optional(values.email),
  };
}

/** Where the form is: being filled, checked against the listed stores, showing likely matches, sending, or sent. */
type Phase =
  | { kind: 'editing' }
  | { kind: 'checking' }
  | { kind: 'matches'; stores: StoreSummary[] }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string };

/**
 * 'Suggest a store': the store's name, address, contacts and what it sells. Sending first asks
 * whether the directory already lists it ('Is it one of these?', with links to their pages); the
 * visitor may still send it ('No, it's a different store'). A refusal shows the server's message by
 * the button and keeps every value; success replaces the form with the server's words.
 */
export function SuggestStoreForm({ start = {} }: { start?: Partial<SuggestionValues> }) {
  const queryClient = useQueryClient();
  const states = useStates();
  const guard = useFormGuard('suggestion');
  const suggest = useSuggestStore();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const matchesHeading = useRef<HTMLHeadingElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const [typed, setValues] = useState(() => emptyValues(start));
  // A state the address named but the list lacks ('?state=tx') is no choice yet.
  const values = states.data && !states.data.some((state) => state.slug === typed.stateSlug) ? { ...typed, stateSlug: '' } : typed;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const busy = phase.kind === 'checking' || phase.kind === 'sending';

  useEffect(() => {
    if (phase.kind === 'matches') matchesHeading.current?.focus();
    if (phase.kind === 'sent') sentHeading.current?.focus();
  }, [phase.kind]);

  const set = <Name extends TextFieldName>(name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A field corrected is no longer marked; a changed store is checked again before it is sent.
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    if (phase.kind === 'matches') setPhase({ kind: 'editing' });
  };
  const toggle = (flag: ProductFlag, checked: boolean) =>
    setValues((current) => ({ ...current, sells: checked ? [...current.sells, flag] : current.sells.filter((other) => other !== flag) }));

  const focusField = (name: TextFieldName) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  const send = async () => {
    setAlert(null);
    setPhase({ kind: 'sending' });
    try {
      const receipt = await suggest.mutateAsync({ ...suggestionOf(values), ...(await guard.guard()) });
      setPhase({ kind: 'sent', message: receipt.message });
    } catch (error) {
      setAlert(failureMessage(error, 'We could not send your suggestion.'));
      setPhase({ kind: 'editing' });
    } finally {
      guard.renew();
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = suggestionErrors(values);
    setErrors(found);
    const firstWrong = FIELD_ORDER.find((name) => found[name]);
    if (firstWrong) {
      setAlert('Please correct the fields marked above.');
      focusField(firstWrong);
      return;
    }
    setAlert(null);
    setPhase({ kind: 'checking' });
    const { address, zipCode, businessName } = suggestionOf(values);
    try {
      const { stores } = await queryClient.fetchQuery(suggestionMatchesQueryOptions({ address, zipCode, businessName }));
      if (stores.length > 0) {
        setPhase({ kind: 'matches', stores });
        return;
      }
    } catch {
      // The check only helps: the suggestion goes on, and the server's answer to it says what is wrong, if anything.
    }
    await send();
  };

  if (phase.kind === 'sent') {
    return (
      <section aria-labelledby="suggestion-sent-heading" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8">
        <h2
          id="suggestion-sent-heading"
          ref={sentHeading}
          tabIndex={-1}
          className="flex items-center gap-2 text-2xl font-bold tracking-tight text-stone-900"
        >
          <CircleCheck className="size-7 shrink-0 text-emerald-700" aria-hidden="true" />
          Thank you!
        </h2>
        <p className="mt-3 text-lg text-stone-800">{phase.message}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button
            onClick={() => {
              setValues(emptyValues({ stateSlug: values.stateSlug, city: values.city }));
              setPhase({ kind: 'editing' });
            }}
          >
            Suggest another store
          </Button>
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            Back to the homepage
          </Link>
        </div>
      </section>
    );
  }

  const storeField = (
    name: TextFieldName,
    label: string,
    limit: number,
    extra: { optional?: boolean; type?: string; hint?: string } = {},
  ) => (
    <TextField
      label={label}
      optional={extra.optional}
      hint={extra.hint}
      error={errors[name]}
      name={name}
      type={extra.type ?? 'text'}
      // The store's details, not the visitor's own: the browser's autofill would put theirs in.
      autoComplete="off"
      required={!extra.optional}
      maxLength={limit}
      value={values[name]}
      onChange={(value) => set(name, value)}
    />
  );

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="suggest-store-form-heading"
      onSubmit={(event) => void submit(event)}
      className="relative rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="suggest-store-form-heading" className="text-xl font-bold tracking-tight text-stone-900">
        The store
      </h2>
      <p className="mt-1 text-sm text-stone-600">Fields without “(optional)” are needed.</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">{storeField('businessName', 'Store name', CONTRIBUTION_LIMITS.businessName)}</div>
        <div className="sm:col-span-2">{storeField('address', 'Street address', CONTRIBUTION_LIMITS.address)}</div>
        {storeField('city', 'City', CONTRIBUTION_LIMITS.city)}
        <Field label="State" error={errors.stateSlug}>
          {(control) => (
            <select
              {...control}
              name="stateSlug"
              required
              value={values.stateSlug}
              onChange={(event) => set('stateSlug', event.target.value)}
              className={inputClass}
            >
              <option value="">{states.isPending ? 'Loading states…' : 'Choose a state'}</option>
              {(states.data ?? []).map((state) => (
                <option key={state.slug} value={state.slug}>
                  {state.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="ZIP code"
          error={errors.zipCode}
          name="zipCode"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={10}
          value={values.zipCode}
          onChange={(value) => set('zipCode', value)}
        />
        {storeField('phone', 'Phone', CONTRIBUTION_LIMITS.phone, { optional: true, type: 'tel' })}
        <div className="sm:col-span-2">
          {storeField('website', 'Website', CONTRIBUTION_LIMITS.website, { optional: true, type: 'url', hint: 'Such as www.example.com' })}
        </div>
      </div>

      <ProductCheckboxes checked={values.sells} optional onToggle={toggle} className="mt-6" />

      <div className="mt-6 space-y-5">
        <TextAreaField
          label="Anything else we should know"
          optional
          error={errors.note}
          name="note"
          rows={3}
          maxLength={CONTRIBUTION_LIMITS.note}
          value={values.note}
          onChange={(value) => set('note', value)}
        />
        <EmailField
          label="Your e-mail"
          optional
          hint="Only to tell you when the store is listed. It is never shown."
          error={errors.email}
          className="max-w-md"
          value={values.email}
          onChange={(value) => set('email', value)}
        />
      </div>

      <HoneypotField {...guard.honeypot} />

      <FormAlert message={alert} className="mt-6" />

      {phase.kind === 'matches' ? (
        <section aria-labelledby="suggestion-matches-heading" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5">
          <h3 id="suggestion-matches-heading" ref={matchesHeading} tabIndex={-1} className="text-lg font-bold text-stone-900">
            Is it one of these?
          </h3>
          <p className="mt-1 text-stone-800">
            {phase.stores.length === 1 ? 'This store is' : 'These stores are'} already listed at that address or under a similar name. If
            yours is one of them, open its page to report a problem or claim it.
          </p>
          <ul className="mt-3 space-y-2">
            {phase.stores.map((store) => (
              <li key={store.slug} className="rounded-lg bg-white px-4 py-3 ring-1 ring-amber-200">
                <Link to={storePath(store)} className="font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-950">
                  {store.businessName}
                </Link>
                <p className="text-sm text-stone-700">
                  {store.address}, {store.city}, {store.stateAbbreviation} {store.zipCode}
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button onClick={() => void send()}>No, it’s a different store</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setPhase({ kind: 'editing' });
                focusField('businessName');
              }}
            >
              Edit my suggestion
            </Button>
          </div>
        </section>
      ) : (
        <button
          type="submit"
          // Until the page is hydrated the form cannot be sent (it would go as a plain GET, with the e-mail in the address).
          disabled={!hydrated}
          aria-disabled={busy || undefined}
          className={buttonClassName({ size: 'xl', className: 'mt-6 w-full sm:w-auto' })}
        >
          {busy && <Spinner />}
          {phase.kind === 'checking' ? 'Checking the directory…' : phase.kind === 'sending' ? 'Sending…' : 'Send suggestion'}
        </button>
      )}
    </form>
  );
}
