import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CreateRequestContext, EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { MailMessage } from './mail-message.entity';
import { MailMessageRepository } from './mail-message.repository';

/** What a message says; the sender is the configuration's. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** How often kept messages are tried again, and how many are sent at a time. */
const RETRY_CHECK_MILLISECONDS = 30_000;
const BATCH = 20;
/** How long a message taken for sending is left alone by other runs. */
const LEASE_MILLISECONDS = 5 * 60_000;
/** After this many failures a message waits for an operator (it stays in `mail_message`, with its error). */
export const MAIL_MAX_ATTEMPTS = 12;

/** The wait before attempt `n + 1`: 1, 2, 4... minutes, at most 6 hours. */
const retryDelayMilliseconds = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 3_600_000);

/**
 * E-mail for real (`nodemailer` over `SMTP_URL`). A message is first a row of `mail_message`, written
 * in the transaction of what it tells (a claim and its link): nothing is lost to a mail server that
 * is down. It is sent right after, and tried again every 30 s with a growing wait until the server
 * takes it. Without `SMTP_URL` each message is written as a `.eml` file to `MAIL_DIR` and logged.
 */
@Injectable()
export class Mailer implements OnModuleInit {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter;
  private readonly toFolder: boolean;
  private delivering: Promise<number> | null = null;
  /** A message was queued while a run was sending: run once more after it. */
  private again = false;

  constructor(
    private readonly em: EntityManager,
    private readonly messages: MailMessageRepository,
    private readonly config: AppConfig,
  ) {
    this.toFolder = config.mail.smtpUrl === null;
    this.transport = this.toFolder
      ? createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
      : createTransport(config.mail.smtpUrl!);
  }

  onModuleInit(): void {
    if (this.toFolder && this.config.isProduction)
      this.logger.warn(`SMTP_URL is not set: e-mail is written to ${this.config.mail.directory}, not sent`);
  }

  /** Keeps a message in the caller's unit of work: it is written with the rest, or not at all. */
  queue(em: EntityManager, mail: Mail): void {
    // The caller's entity manager (its transaction's), whichever it is: its unit of work writes the message.
    em.getRepository(MailMessage).add({ recipient: mail.to, subject: mail.subject, text: mail.text });
  }

  /** Sends what is due without waiting for it (after a request's transaction commits). */
  deliverSoon(): void {
    void this.deliverDue().catch((error: unknown) => this.logger.error(`Mail delivery failed: ${String(error)}`));
  }

  /** Sends the messages due now; one run at a time in this process, and `skip locked` across instances. */
  @Interval('mail-delivery', RETRY_CHECK_MILLISECONDS)
  deliverDue(): Promise<number> {
    if (this.delivering) {
      this.again = true;
      return this.delivering;
    }
    const run = async (): Promise<number> => {
      let sent = 0;
      do {
        this.again = false;
        sent += await this.deliverBatch();
      } while (this.again);
      return sent;
    };
    this.delivering = run().finally(() => (this.delivering = null));
    return this.delivering;
  }

  @CreateRequestContext()
  private async deliverBatch(): Promise<number> {
    // Taken in a short transaction (another instance skips them for the lease), sent outside it: a
    // slow mail server holds no lock and no connection.
    // The repository works in the transaction's entity manager while the callback runs.
    const due = await this.em.transactional(async () => {
      const messages = await this.messages.listDueLocked(MAIL_MAX_ATTEMPTS, BATCH);
      for (const message of messages) message.nextAttemptAt = new Date(Date.now() + LEASE_MILLISECONDS);
      return messages;
    });
    let sent = 0;
    for (const message of due) {
      try {
        await this.send(message);
        message.sentAt = new Date();
        message.lastError = null;
        sent += 1;
      } catch (error) {
        message.attempts += 1;
        message.lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
        message.nextAttemptAt = new Date(Date.now() + retryDelayMilliseconds(message.attempts));
        this.logger.warn(`Mail ${message.id} not sent (attempt ${message.attempts}): ${message.lastError}`);
      }
      await this.messages.writeChanges();
    }
    return sent;
  }

  private async send(message: MailMessage): Promise<void> {
    const info = (await this.transport.sendMail({
      from: this.config.mail.from,
      to: message.recipient,
      subject: message.subject,
      text: message.text,
    })) as { message?: Buffer };
    if (!this.toFolder) return;
    await mkdir(this.config.mail.directory, { recursive: true });
    const file = join(this.config.mail.directory, `${message.createdAt.toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`);
    await writeFile(file, info.message ?? '');
    this.logger.log(`Mail to ${message.recipient}: "${message.subject}" written to ${file}\n${message.text}`);
  }
}
