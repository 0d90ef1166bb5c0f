import bcrypt from 'bcryptjs';
import { createInterface } from 'node:readline/promises';
import { ADMIN_PASSWORD_MAX_LENGTH } from '../contracts/admin.contract';

/** bcrypt's work factor: about a quarter of a second per sign-in on a small server. */
const COST = 12;

/**
 * `npm run admin-password-hash`: reads a password from standard input (typed, or piped) and prints
 * its bcrypt hash for ADMIN_PASSWORD_HASH, so the password itself need not be kept in configuration.
 */
async function main(): Promise<number> {
  const input = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  if (process.stdin.isTTY) process.stderr.write('Admin password (at least 12 characters): ');
  const line = await new Promise<string>((resolve) => input.once('line', resolve).once('close', () => resolve('')));
  input.close();
  const password = line.replace(/\r$/, '');
  if (password.length < 12 || password.length > ADMIN_PASSWORD_MAX_LENGTH) {
    console.error(`The password must be 12 to ${ADMIN_PASSWORD_MAX_LENGTH} characters long.`);
    return 1;
  }
  console.log(await bcrypt.hash(password, COST));
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
