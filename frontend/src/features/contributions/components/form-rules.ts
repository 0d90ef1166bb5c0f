/** The checks the public forms make before sending (the server makes its own, and says what it refuses). */

/** '78701' or '78701-1234'. */
export const isZipCode = (value: string) => /^\d{5}(-\d{4})?$/.test(value.trim());

/** Something that looks like an e-mail address: a name, an '@', a domain with a dot. */
export const isEmailAddress = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
