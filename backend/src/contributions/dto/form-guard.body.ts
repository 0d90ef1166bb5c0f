import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUrl, Matches, MaxLength, MinLength } from 'class-validator';
import {
  CONTRIBUTION_LIMITS,
  HONEYPOT_FIELD,
  STORE_PHONE_MESSAGE,
  STORE_PHONE_PATTERN,
  type FormGuard,
} from '../../contracts/contributions.contract';

/** Text as people type it: surrounding spaces dropped, runs of spaces made one. */
export const trimmed = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value);
/** Optional text: empty is none. */
export const trimmedOrNone = ({ value }: { value: unknown }): unknown => {
  const text = trimmed({ value });
  return text === '' || text === null ? undefined : text;
};
/** An e-mail address, in lower case; empty is none. */
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

/**
 * A web address: http(s), its scheme may be left out (`www.example.com`), with no user name or
 * password (`http://shop.example@evil.example` is evil.example's address).
 */
export const IsWebsite = (): PropertyDecorator =>
  IsUrl(
    { protocols: ['http', 'https'], require_protocol: false, disallow_auth: true },
    { message: 'website must be an address such as https://example.com' },
  );

/**
 * An e-mail address mail goes to as it is kept: no display name, and no quoted local part
 * (`"a b"@example.com`), which mail programs read otherwise than it shows.
 */
export const IsEmailAddress = (example: string): PropertyDecorator =>
  IsEmail({ blacklisted_chars: '"' }, { message: `e-mail must be an address such as ${example}` });

/** An optional web address (`IsWebsite`). */
export function optionalWebsite(): PropertyDecorator {
  return (target, key) => {
    Transform(trimmedOrNone)(target, key);
    MaxLength(CONTRIBUTION_LIMITS.website, { message: `website must be at most ${CONTRIBUTION_LIMITS.website} characters` })(target, key);
    IsWebsite()(target, key);
    IsString({ message: 'website must be text' })(target, key);
    IsOptional()(target, key);
  };
}

/** Text of at most `max` characters, required. */
export function requiredText(label: string, max: number, min = 1): PropertyDecorator {
  return (target, key) => {
    Transform(trimmed)(target, key);
    MaxLength(max, { message: `${label} must be at most ${max} characters` })(target, key);
    MinLength(min, { message: min > 1 ? `${label} must be at least ${min} characters` : `${label} is required` })(target, key);
    IsString({ message: `${label} is required` })(target, key);
  };
}

/** Optional text of at most `max` characters. */
export function optionalText(label: string, max: number): PropertyDecorator {
  return (target, key) => {
    Transform(trimmedOrNone)(target, key);
    MaxLength(max, { message: `${label} must be at most ${max} characters` })(target, key);
    IsString({ message: `${label} must be text` })(target, key);
    IsOptional()(target, key);
  };
}

/** An e-mail address (`IsEmailAddress`) in lower case; optional unless `required`. */
export function emailAddress({ required, example }: { required: boolean; example: string }): PropertyDecorator {
  return (target, key) => {
    Transform(emailText)(target, key);
    MaxLength(CONTRIBUTION_LIMITS.email, { message: `e-mail must be at most ${CONTRIBUTION_LIMITS.email} characters` })(target, key);
    IsEmailAddress(example)(target, key);
    IsString({ message: required ? 'e-mail is required' : 'e-mail must be text' })(target, key);
    if (!required) IsOptional()(target, key);
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
