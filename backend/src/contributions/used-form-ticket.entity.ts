import { Entity, EntityRepositoryType, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { UsedFormTicketRepository } from './used-form-ticket.repository';

/** A form ticket already sent with a form: a ticket works once (`FormTickets.spend`), and is forgotten once it has expired. */
@Entity({ tableName: 'used_form_ticket', repository: () => UsedFormTicketRepository })
@Index({ name: 'used_form_ticket_used_at_index', properties: ['usedAt'] })
export class UsedFormTicket {
  [EntityRepositoryType]?: UsedFormTicketRepository;

  /** The ticket's signature (base64url of an HMAC-SHA-256). */
  @PrimaryKey({ type: 'string', length: 64 })
  signature!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  usedAt: Opt<Date> = new Date();
}
