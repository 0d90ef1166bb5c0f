import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReceivedMail } from '../../backend/test/test-smtp';

/** The folder where the run's SMTP server writes what it receives (set by the global setup). */
const mailFolder = () => {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error('E2E_MAIL_DIR is not set: the global setup starts the SMTP server');
  return folder;
};

/** The latest message to `to` that the app sent through the run's SMTP server, waiting up to `timeout` ms. */
export async function mailTo(to: string, timeout = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const files = (await readdir(mailFolder())).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(join(mailFolder(), file), 'utf8')) as ReceivedMail;
      if (mail.to.toLowerCase().includes(to.toLowerCase())) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
