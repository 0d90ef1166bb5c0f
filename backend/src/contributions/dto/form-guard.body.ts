import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { CONTRIBUTION_LIMITS, HONEYPOT_FIELD, type FormGuard } from '../../contracts/contributions.contract';

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

/** A US phone number: 10 digits (a leading 1 allowed), in any of the usual spellings. */
export const PHONE_PATTERN = /^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

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

/** An optional e-mail address. */
export function optionalEmail(): PropertyDecorator {
  return (target, key) => {
    Transform(emailText)(target, key);
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
  @Matches(/^\d+\.[\w-]+$/, { message: 'the form ticket is not valid: reload the page and send it again' })
  ticket!: string;

  @IsOptional()
  @IsString({ message: `${HONEYPOT_FIELD} must be empty` })
  @MaxLength(2000, { message: `${HONEYPOT_FIELD} must be empty` })
  [HONEYPOT_FIELD]?: string;
}
