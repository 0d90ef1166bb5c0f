import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUrl, Matches, MaxLength, MinLength, ValidateBy } from 'class-validator';
import {
  CONTRIBUTION_LIMITS,
  HONEYPOT_FIELD,
  STORE_PHONE_MESSAGE,
  STORE_PHONE_PATTERN,
  type FormGuard,
} from '../../contracts/contributions.contract';
import { UNFIT_CHARACTER } from '../../database/import/import-columns';

/** Text as people type it: surrounding spaces dropped, runs of spaces made one. */
export const trimmed = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value);
/** Optional text: empty is none. */
export const trimmedOrNone = ({ value }: { value: unknown }): unknown => {
  const text = trimmed({ value });
  return text === '' || text === null ? undefined : text;
};
/** An e-mail address, in lower case. */
const emailText = ({ value }: { value: unknown }): unknown => {
  const text = trimmedOrNone({ value });
  return typeof text === 'string' ? text.toLowerCase() : text;
};

/** An optional phone, as the importer takes it. */
export function optionalPhone(): PropertyDecorator {
  return (target, key) => {
    Transform(trimmedOrNone)(target, key);
    MaxLength(CONTRIBUTION_LIMITS.phone, { message: `phone must be at most ${CONTRIBUTION_LIMITS.phone} characters` })(target, key);
    Matches(STORE_PHONE_PATTERN, { message: STORE_PHONE_MESSAGE })(target, key);
    IsString({ message: 'phone must be text' })(target, key);
    IsOptional()(target, key);
  };
}

/** An optional web address: http(s), its scheme may be left out (`www.example.com`). */
export function optionalWebsite(): PropertyDecorator {
  return (target, key) => {
    Transform(trimmedOrNone)(target, key);
    MaxLength(CONTRIBUTION_LIMITS.website, { message: `website must be at most ${CONTRIBUTION_LIMITS.website} characters` })(target, key);
    IsUrl({ protocols: ['http', 'https'], require_protocol: false }, { message: 'website must be an address such as https://example.com' })(
      target,
      key,
    );
    IsString({ message: 'website must be text' })(target, key);
    IsOptional()(target, key);
  };
}

/**
 * Text a field may hold: none of the characters the importer refuses too (NUL, which PostgreSQL's
 * text cannot store, and the other control characters but tab and line breaks).
 */
export const FitText = (label: string): PropertyDecorator =>
  ValidateBy({
    name: 'fitText',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !UNFIT_CHARACTER.test(value),
      defaultMessage: () => `${label} holds a control character: remove it`,
    },
  });

/** Text of at most `max` characters, required. */
export function requiredText(label: string, max: number, min = 1): PropertyDecorator {
  return (target, key) => {
    Transform(trimmed)(target, key);
    FitText(label)(target, key);
    MaxLength(max, { message: `${label} must be at most ${max} characters` })(target, key);
    MinLength(min, { message: min > 1 ? `${label} must be at least ${min} characters` : `${label} is required` })(target, key);
    IsString({ message: `${label} is required` })(target, key);
  };
}

/** Optional text of at most `max` characters. */
export function optionalText(label: string, max: number): PropertyDecorator {
  return (target, key) => {
    Transform(trimmedOrNone)(target, key);
    FitText(label)(target, key);
    MaxLength(max, { message: `${label} must be at most ${max} characters` })(target, key);
    IsString({ message: `${label} must be text` })(target, key);
    IsOptional()(target, key);
  };
}

/** An optional e-mail address. */
export function optionalEmail(): PropertyDecorator {
  return (target, key) => {
    Transform(emailText)(target, key);
    FitText('e-mail')(target, key);
    MaxLength(CONTRIBUTION_LIMITS.email, { message: `e-mail must be at most ${CONTRIBUTION_LIMITS.email} characters` })(target, key);
    IsEmail({}, { message: 'e-mail must be an address such as name@example.com' })(target, key);
    IsOptional()(target, key);
  };
}

/** What every public form sends besides its own fields: its ticket, and the field people leave empty. */
export class FormGuardBody implements FormGuard {
  @IsString({ message: 'the form has no ticket: reload the page and send it again' })
  @IsNotEmpty({ message: 'the form has no ticket: reload the page and send it again' })
  @MaxLength(200, { message: 'the form ticket is not valid: reload the page and send it again' })
  @Matches(/^\d+\.[\w-]+\.[\w-]+$/, { message: 'the form ticket is not valid: reload the page and send it again' })
  ticket!: string;

  @IsOptional()
  @IsString({ message: `${HONEYPOT_FIELD} must be empty` })
  @MaxLength(2000, { message: `${HONEYPOT_FIELD} must be empty` })
  [HONEYPOT_FIELD]?: string;
}
