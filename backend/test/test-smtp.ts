import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the test's SMTP server received it. */
export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server inside the test process (`smtp-server`), which keeps what arrives, parsed with
 * `mailparser`: the app sends to it over TCP as it would to any mail server.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private readonly server: SMTPServer;
  private waiting: Array<() => void> = [];
  /** While true, every message is refused (a mail server that is down). */
  refusing = false;

  /** `folder`: where each message is also written as JSON (for test processes other than this one). */
  constructor(private readonly folder?: string) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        if (this.refusing) {
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error('Service unavailable'), { responseCode: 421 })));
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            const received: ReceivedMail = {
              to: [mail.to ?? []]
                .flat()
                .map((address) => address.text)
                .join(', '),
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            };
            this.received.push(received);
            for (const wake of this.waiting.splice(0)) wake();
            return this.folder
              ? writeFile(join(this.folder, `${Date.now()}-${this.received.length}.json`), JSON.stringify(received))
              : undefined;
          })
          .then(() => callback())
          .catch((error: Error) => callback(error));
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The first message to `to` whose subject matches `subject` (waiting up to `timeout` ms for it to arrive). */
  async messageTo(to: string, { subject = /(?:)/, timeout = 10_000 }: { subject?: RegExp; timeout?: number } = {}): Promise<ReceivedMail> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = this.received.find((mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && subject.test(mail.subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeout} ms`);
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
}

/** The token of the claim link in a message. */
export const claimToken = (mail: ReceivedMail): string => /\/claim\?token=([\w-]+)/.exec(mail.text)![1]!;
