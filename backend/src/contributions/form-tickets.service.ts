import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable } from '@nestjs/common';
import { FORM_MINIMUM_FILL_SECONDS, FORM_TICKET_HOURS, HONEYPOT_FIELD, type FormGuard } from '../contracts/contributions.contract';
import { SiteSecret } from './site-secret.entity';

const KEY_NAME = 'forms';

/**
 * Spam without a third-party service: a form is sent back with the ticket it was given as it showed
 * (its time, signed with a key every instance shares), at least `FORM_MINIMUM_FILL_SECONDS` later and
 * within `FORM_TICKET_HOURS`, and with its honeypot field empty. A robot that posts at once, or fills
 * every field, is refused with a message a person can act on.
 */
@Injectable()
export class FormTickets {
  private key: Buffer | null = null;

  constructor(private readonly em: EntityManager) {}

  async issue(now = Date.now()): Promise<string> {
    return `${now}.${this.sign(await this.signingKey(), String(now))}`;
  }

  /** Refuses a form a person did not fill: 400 with what to do. */
  async check(form: FormGuard, now = Date.now()): Promise<void> {
    if (form[HONEYPOT_FIELD]) throw new BadRequestException(`Leave the field "${HONEYPOT_FIELD}" empty: it is there to catch robots`);
    const [issued, signature] = form.ticket.split('.');
    const issuedAt = Number(issued);
    const expected = this.sign(await this.signingKey(), issued ?? '');
    const valid =
      signature !== undefined && signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    if (!valid || !Number.isSafeInteger(issuedAt))
      throw new BadRequestException('The form ticket is not valid: reload the page and send it again');
    if (now - issuedAt > FORM_TICKET_HOURS * 3_600_000)
      throw new BadRequestException('This form is more than a day old: reload the page and send it again');
    if (now - issuedAt < FORM_MINIMUM_FILL_SECONDS * 1000)
      throw new BadRequestException(`The form was sent too quickly: wait ${FORM_MINIMUM_FILL_SECONDS} seconds and send it again`);
  }

  private sign(key: Buffer, text: string): string {
    return createHmac('sha256', key).update(text).digest('base64url');
  }

  /** Made once for every instance (the first to ask inserts it), then kept in memory. */
  private async signingKey(): Promise<Buffer> {
    if (this.key) return this.key;
    const em = this.em.fork();
    await em
      .createQueryBuilder(SiteSecret)
      .insert({ name: KEY_NAME, value: randomBytes(32).toString('hex') })
      .onConflict('name')
      .ignore()
      .execute();
    const secret = await em.findOneOrFail(SiteSecret, { name: KEY_NAME });
    this.key = Buffer.from(secret.value, 'hex');
    return this.key;
  }
}
