import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable } from '@nestjs/common';
import type { ContributionReceipt, StoreSuggestionMatches } from '../contracts/contributions.contract';
import { StoresService } from '../stores/stores.service';
import type { StoreReportBody } from './dto/store-report.body';
import type { StoreSuggestionBody, SuggestionMatchesQuery } from './dto/store-suggestion.body';
import { FormTickets } from './form-tickets.service';
import { StoreReportRepository } from './store-report.repository';
import { StoreSuggestionRepository } from './store-suggestion.repository';
import { zipCodePlace } from '../common/places/zip-codes';

/**
 * What visitors send: suggested stores and reported problems, each kept for the moderation queue.
 * The entity manager draws each form's transaction (`em.transactional`); the repositories work in the
 * transaction's own entity manager while its callback runs, and in the request's otherwise.
 */
@Injectable()
export class ContributionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly suggestions: StoreSuggestionRepository,
    private readonly reports: StoreReportRepository,
    private readonly tickets: FormTickets,
    private readonly stores: StoresService,
  ) {}

  ticket(): Promise<string> {
    return this.tickets.issue();
  }

  /** Listed stores the visitor's store may be, before they send it. */
  async matches(query: SuggestionMatchesQuery): Promise<StoreSuggestionMatches> {
    const [stores = []] = await this.stores.likelySame([
      { address: query.address, zipCode: query.zipCode, businessName: query.businessName ?? null },
    ]);
    return { stores };
  }

  /** A suggested store: its state known, its ZIP code in that state. */
  async suggest(body: StoreSuggestionBody): Promise<ContributionReceipt> {
    await this.tickets.check(body);
    const state = await this.suggestions.findState(body.stateSlug);
    if (!state) throw new BadRequestException('state must be one of the states');
    const place = zipCodePlace(body.zipCode);
    if (!place) throw new BadRequestException(`ZIP code ${body.zipCode} is not a US ZIP code we know`);
    if (place.state !== state.abbreviation)
      throw new BadRequestException(`ZIP code ${body.zipCode} is in ${place.state}, not ${state.name}`);
    await this.em.transactional(async (em) => {
      await this.tickets.spend(em, body);
      this.suggestions.add({
        businessName: body.businessName,
        address: body.address,
        city: body.city,
        state,
        zipCode: body.zipCode,
        phone: body.phone ?? null,
        website: body.website ?? null,
        sells: body.sells,
        note: body.note ?? null,
        email: body.email ?? null,
      });
    });
    return { message: `Thank you. We will check ${body.businessName} and list it once it is confirmed.` };
  }

  /** A problem with an open store's listing. */
  async report(storeSlug: string, body: StoreReportBody): Promise<ContributionReceipt> {
    await this.tickets.check(body);
    const store = await this.stores.openStore(storeSlug);
    await this.em.transactional(async (em) => {
      await this.tickets.spend(em, body);
      this.reports.add({ storeId: store.id, problem: body.problem, note: body.note ?? null, email: body.email ?? null });
    });
    return { message: `Thank you. We will check ${store.businessName}'s listing.` };
  }
}
