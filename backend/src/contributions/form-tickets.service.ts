import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CreateRequestContext, EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { FORM_MINIMUM_FILL_SECONDS, FORM_TICKET_HOURS, HONEYPOT_FIELD, type FormGuard } from '../contracts/contributions.contract';
import { SiteSecretRepository } from './site-secret.repository';
import { UsedFormTicket } from './used-form-ticket.entity';
import { UsedFormTicketRepository } from './used-form-ticket.repository';

const KEY_NAME = 'forms';

/**
 * Spam without a third-party service: a form is sent back with the ticket it was given as it showed
 * (its time, signed with a key every instance shares), at least `FORM_MINIMUM_FILL_SECONDS` later and
 * within `FORM_TICKET_HOURS`, once, and with its honeypot field empty. A robot that posts at once, or fills
 * every field, is refused with a message a person can act on.
 */
@Injectable()
export class FormTickets {
  private key: Buffer | null = null;

  constructor(
    // For `@CreateRequestContext`: the nightly clean-up in a context of its own.
    protected readonly em: EntityManager,
    private readonly secrets: SiteSecretRepository,
    private readonly usedTickets: UsedFormTicketRepository,
  ) {}

  /** `<time>.<nonce>.<signature>`: its time, a random nonce (forms shown at the same moment get tickets of their own) and their HMAC. */
  async issue(now = Date.now()): Promise<string> {
    const issued = `${now}.${randomBytes(9).toString('base64url')}`;
    return `${issued}.${this.sign(await this.signingKey(), issued)}`;
  }

  /** Refuses a form a person did not fill: 400 with what to do. */
  async check(form: FormGuard, now = Date.now()): Promise<void> {
    if (form[HONEYPOT_FIELD]) throw new BadRequestException(`Leave the field "${HONEYPOT_FIELD}" empty: it is there to catch robots`);
    const [issued, nonce, signature] = form.ticket.split('.');
    const issuedAt = Number(issued);
    const expected = this.sign(await this.signingKey(), `${issued}.${nonce}`);
    const valid =
      signature !== undefined && signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    if (!valid || !Number.isSafeInteger(issuedAt))
      throw new BadRequestException('The form ticket is not valid: reload the page and send it again');
    if (now - issuedAt > FORM_TICKET_HOURS * 3_600_000)
      throw new BadRequestException('This form is more than a day old: reload the page and send it again');
    if (now - issuedAt < FORM_MINIMUM_FILL_SECONDS * 1000)
      throw new BadRequestException(`The form was sent too quickly: wait ${FORM_MINIMUM_FILL_SECONDS} seconds and send it again`);
  }

  /**
   * Spends a checked form's ticket in the transaction that keeps the form: a ticket sent again (a
   * robot replaying one, or a double click) is refused, and a form refused for another reason leaves
   * its ticket to be sent again.
   */
  async spend(em: EntityManager, form: FormGuard): Promise<void> {
    const signature = form.ticket.slice(form.ticket.lastIndexOf('.') + 1);
    // The caller's entity manager (its transaction's): the ticket is spent with the form, or not at all.
    const spent = await em.getRepository(UsedFormTicket).markUsed(signature);
    if (!spent) throw new BadRequestException('This form was already sent: reload the page to send another');
  }

  /** Tickets past their day are refused by their time alone: their record goes every night. */
  @Cron(CronExpression.EVERY_DAY_AT_4AM, { name: 'used-form-tickets', timeZone: 'UTC' })
  @CreateRequestContext()
  async forgetExpired(): Promise<void> {
    await this.usedTickets.deleteUsedBefore(new Date(Date.now() - 2 * FORM_TICKET_HOURS * 3_600_000));
  }

  private sign(key: Buffer, text: string): string {
    return createHmac('sha256', key).update(text).digest('base64url');
  }

  /** Made once for every instance (the first to ask inserts it), then kept in memory. */
  private async signingKey(): Promise<Buffer> {
    if (this.key) return this.key;
    const secret = await this.secrets.findOrInsert(KEY_NAME, randomBytes(32).toString('hex'));
    this.key = Buffer.from(secret.value, 'hex');
    return this.key;
  }
}
