import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { City } from '../cities/city.entity';
import { notFound } from '../common/errors/not-found';
import { isSlug, toSlug } from '../common/validation/slug';
import { AppConfig } from '../config/app-config';
import { PRODUCT_FLAGS } from '../contracts/api.contract';
import type { ApprovedStore, ClaimItem, ModerationQueue, StoreAudit, StoreReports } from '../contracts/contributions.contract';
import { storePath } from '../contracts/page-paths';
import type { StoreSuggestion } from '../contributions/store-suggestion.entity';
import { zipCodePlace } from '../common/places/zip-codes';
import { ItemFeedsService } from '../items/feeds/item-feeds.service';
import { Mailer } from '../mail/mailer.service';
import type { ClosedStore } from '../stores/closed-store.entity';
import { ADMINISTRATOR, editableFields, StoreChanges } from '../stores/store-changes.service';
import type { Store } from '../stores/store.entity';
import { StoresService } from '../stores/stores.service';
import { ModerationRepository } from './moderation.repository';

/** How many of each kind the queue shows at once, oldest first. */
const QUEUE_PAGE = 100;
const RECENTLY_CLOSED = 20;
/** The 404 of pausing or resuming the feed of a store that has none. */
export const NO_ITEM_FEED = 'This store has no item feed';

const pathOf = (store: Store | ClosedStore) => storePath({ stateSlug: store.city.state.slug, citySlug: store.city.slug, slug: store.slug });

/**
 * The administrator's moderation: the queue of suggestions, reports and claims waiting for review,
 * and what decides them. Every decision that changes a store goes through `StoreChanges` (audited,
 * shown at once); a decision on a suggestion or claim is kept on its row, with the reason.
 *
 * The entity manager draws the units of work (its transactions); every read and write goes through
 * the repository, which works in the transaction's own entity manager while its callback runs
 * (MikroORM's transaction context) and in the request's otherwise.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly stores: StoresService,
    private readonly changes: StoreChanges,
    private readonly mailer: Mailer,
    private readonly repository: ModerationRepository,
    private readonly itemFeeds: ItemFeedsService,
  ) {}

  async queue(): Promise<ModerationQueue> {
    const [suggestions, suggestionCount, reports, claims, claimCount, closed] = await Promise.all([
      this.repository.listPendingSuggestions(QUEUE_PAGE),
      this.repository.countPendingSuggestions(),
      this.repository.listOpenReports(QUEUE_PAGE * 5),
      this.repository.listClaimsInReview(QUEUE_PAGE),
      this.repository.countClaimsInReview(),
      this.repository.listRecentlyClosed(RECENTLY_CLOSED),
    ]);
    const storeIds = [...new Set([...reports.map((report) => report.storeId), ...claims.map((claim) => claim.storeId)])];
    const listed = new Map((await this.repository.listStoresWithPlace(storeIds)).map((store) => [store.id, store]));
    const duplicates = await this.stores.likelySame(
      suggestions.map((suggestion) => ({
        address: suggestion.address,
        zipCode: suggestion.zipCode,
        businessName: suggestion.businessName,
      })),
      3,
    );

    const reportsByStore = new Map<number, StoreReports>();
    for (const report of reports) {
      const store = listed.get(report.storeId);
      if (!store) continue;
      let group = reportsByStore.get(store.id);
      if (!group) {
        group = {
          store: {
            slug: store.slug,
            businessName: store.businessName,
            city: store.city.name,
            stateAbbreviation: store.city.state.abbreviation,
            path: pathOf(store),
          },
          reports: [],
        };
        reportsByStore.set(store.id, group);
      }
      group.reports.push({
        id: report.id,
        createdAt: report.createdAt.toISOString(),
        problem: report.problem,
        note: report.note,
        email: report.email,
      });
    }

    return {
      counts: { suggestions: suggestionCount, reports: reportsByStore.size, claims: claimCount },
      suggestions: suggestions.map((suggestion, index) => ({
        id: suggestion.id,
        createdAt: suggestion.createdAt.toISOString(),
        businessName: suggestion.businessName,
        address: suggestion.address,
        city: suggestion.city,
        state: suggestion.state.name,
        stateSlug: suggestion.state.slug,
        zipCode: suggestion.zipCode,
        phone: suggestion.phone,
        website: suggestion.website,
        sells: suggestion.sells,
        note: suggestion.note,
        possibleDuplicates: (duplicates[index] ?? []).map((store) => ({
          slug: store.slug,
          businessName: store.businessName,
          address: store.address,
          path: storePath(store),
        })),
      })),
      reports: [...reportsByStore.values()],
      claims: claims.flatMap((claim): ClaimItem[] => {
        const store = listed.get(claim.storeId);
        return store
          ? [
              {
                id: claim.id,
                createdAt: claim.createdAt.toISOString(),
                email: claim.email,
                store: { slug: store.slug, businessName: store.businessName, website: store.website, path: pathOf(store) },
              },
            ]
          : [];
      }),
      closedStores: closed.map((store) => ({
        slug: store.slug,
        businessName: store.businessName,
        city: store.city.name,
        stateAbbreviation: store.city.state.abbreviation,
        closedAt: store.closedAt.toISOString(),
      })),
    };
  }

  /** Lists a suggested store: in its city (made if the state has none of that name), at its ZIP code's centre. */
  async approveSuggestion(id: number): Promise<ApprovedStore> {
    return this.deciding(id, 'approved', null, async (suggestion) => {
      const place = zipCodePlace(suggestion.zipCode);
      const city = await this.cityFor(suggestion, place?.city ?? null);
      const store = await this.changes.create(
        {
          slug: await this.freeSlug(`${suggestion.businessName} ${city.name}`),
          businessName: suggestion.businessName,
          address: suggestion.address,
          city,
          zipCode: suggestion.zipCode,
          latitude: place?.latitude ?? null,
          longitude: place?.longitude ?? null,
          phone: suggestion.phone,
          website: suggestion.website,
          sells: suggestion.sells,
        },
        ADMINISTRATOR,
        `Suggested by a visitor (suggestion #${suggestion.id})`,
      );
      const path = storePath({ stateSlug: city.state.slug, citySlug: city.slug, slug: store.slug });
      await this.em.transactional(async (em) => {
        await this.repository.setSuggestionStore(id, store.id);
        if (suggestion.email)
          this.mailer.queue(em, {
            to: suggestion.email,
            subject: `${suggestion.businessName} is now on ${this.config.siteName}`,
            text: `Thank you for suggesting ${suggestion.businessName}. It is now listed:\n${this.config.siteUrl}${path}`,
          });
      });
      this.mailer.deliverSoon();
      return { slug: store.slug, path };
    });
  }

  async rejectSuggestion(id: number, reason: string): Promise<void> {
    await this.deciding(id, 'rejected', reason, () => Promise.resolve());
  }

  /** A suggestion of a store already listed: what the listing lacks (phone, website, goods) is filled from it. */
  async mergeSuggestion(id: number, storeSlug: string): Promise<void> {
    const store = await this.repository.findStoreBySlug(storeSlug);
    if (!store) throw notFound('store', storeSlug);
    await this.deciding(id, 'merged', null, async (suggestion) => {
      const current = editableFields(store);
      await this.changes.edit(
        store.id,
        {
          phone: current.phone ?? suggestion.phone,
          website: current.website ?? suggestion.website,
          sells: PRODUCT_FLAGS.filter((flag) => current.sells.includes(flag) || suggestion.sells.includes(flag)),
        },
        ADMINISTRATOR,
        { action: 'merged', reason: `Suggestion #${suggestion.id} repeats this store` },
      );
      await this.repository.setSuggestionStore(id, store.id);
    });
  }

  /** Resolves (or dismisses) a store's open reports, saying why. */
  async resolveReports(storeSlug: string, reason: string): Promise<void> {
    const store = (await this.repository.findStoreBySlug(storeSlug)) ?? (await this.repository.findClosedStoreBySlug(storeSlug));
    if (!store) throw notFound('store', storeSlug);
    const resolved = await this.repository.resolveOpenReports(store.id, reason);
    if (resolved === 0) throw new ConflictException('This store has no open reports');
    await this.changes.note(store.id, ADMINISTRATOR, 'reports-resolved', reason, { reports: resolved });
  }

  /** Marks a store closed (410, out of every list), and resolves its open reports with it. */
  async close(storeSlug: string, reason: string): Promise<void> {
    const store = await this.repository.findStoreBySlug(storeSlug);
    await this.changes.close(storeSlug, ADMINISTRATOR, reason);
    if (store) await this.repository.resolveOpenReports(store.id, `Closed: ${reason}`);
  }

  reopen(storeSlug: string, reason: string): Promise<void> {
    return this.changes.reopen(storeSlug, ADMINISTRATOR, reason);
  }

  /**
   * Takes the listing from a verified owner, saying why: every session of theirs ends at once, they
   * are told by e-mail, and the trail records it. That address can no longer claim the store.
   */
  async revokeClaim(id: number, reason: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const revoked = await this.repository.decideClaim(id, 'verified', 'revoked', reason);
      const found = await this.repository.findClaimFresh(id);
      if (!found) throw notFound('claim', id);
      if (!revoked) throw new ConflictException(`This owner is not verified (the claim is ${found.status}): there is nothing to revoke`);
      await this.repository.deleteSessionsOf(id);
      const store = await this.repository.findStore(found.storeId);
      const name = store?.businessName ?? 'your store';
      this.mailer.queue(em, {
        to: found.email,
        subject: `You can no longer manage ${name} on ${this.config.siteName}`,
        text: [
          `An administrator of ${this.config.siteName} took the listing of ${name} from this address: ${reason}`,
          '',
          `If you think this is a mistake, write to ${this.config.contactEmail}.`,
        ].join('\n'),
      });
      await this.changes.note(found.storeId, ADMINISTRATOR, 'claim-revoked', reason, { email: found.email }, em);
    });
    this.mailer.deliverSoon();
  }

  async approveClaim(id: number): Promise<void> {
    await this.decideClaim(id, 'verified', null);
  }

  async rejectClaim(id: number, reason: string): Promise<void> {
    await this.decideClaim(id, 'rejected', reason);
  }

  /** A page of a store's audit trail (`before`: the page after the one that said so), its verified owners and its item feed. */
  async audit(storeSlug: string, before?: number): Promise<StoreAudit> {
    const { storeId, ...trail } = await this.changes.trail(storeSlug, before);
    const [owners, itemFeed] = await Promise.all([this.repository.listVerifiedClaims(storeId), this.itemFeeds.status(storeId)]);
    return {
      ...trail,
      owners: owners.map((claim) => ({ claimId: claim.id, email: claim.email, since: (claim.decidedAt ?? claim.createdAt).toISOString() })),
      itemFeed,
    };
  }

  /** Undoes an audit entry; answers the first page of the store's trail as it is now. */
  async revert(entryId: number): Promise<StoreAudit> {
    return this.audit(await this.changes.revert(entryId));
  }

  /**
   * Pauses a store's item feed (not read again until resumed; its items stay on the racks) or resumes
   * it (read again by the scheduled task's next run); a closed store's too, as its trail is shown.
   * Not an audit entry: the trail records changes to the listing, and the feed's state shows in the
   * answer, the first page of the store's trail as it is now. 404: no such store, or it has no feed.
   */
  async setFeedPaused(storeSlug: string, paused: boolean): Promise<StoreAudit> {
    const store = (await this.repository.findStoreBySlug(storeSlug)) ?? (await this.repository.findClosedStoreBySlug(storeSlug));
    if (!store) throw notFound('store', storeSlug);
    if (!(await this.itemFeeds.setPaused(store.id, paused))) throw new NotFoundException(NO_ITEM_FEED);
    return this.audit(storeSlug);
  }

  /** Decides a claim waiting for review, once: a second decision (or one racing it) is a 409. */
  private async decideClaim(id: number, status: 'verified' | 'rejected', reason: string | null): Promise<void> {
    await this.em.transactional(async (em) => {
      const decided = await this.repository.decideClaim(id, 'review', status, reason);
      const found = await this.repository.findClaimFresh(id);
      if (!found) throw notFound('claim', id);
      if (!decided)
        throw new ConflictException(
          found.status === 'verified'
            ? "This owner is verified already: to take the listing from them, revoke them in the store's audit trail"
            : 'This claim is not waiting for review',
        );
      const store = await this.repository.findStore(found.storeId);
      this.mailer.queue(em, {
        to: found.email,
        subject:
          status === 'verified'
            ? `You can now manage ${store?.businessName ?? 'your store'}`
            : `Your claim of ${store?.businessName ?? 'a store'}`,
        text:
          status === 'verified'
            ? `An administrator approved your claim. Sign in with the link we sent you, or ask for a new one on your store's page, to edit its listing.`
            : `An administrator could not approve your claim: ${reason}`,
      });
      const action = status === 'verified' ? 'claim-verified' : 'claim-rejected';
      await this.changes.note(found.storeId, ADMINISTRATOR, action, reason, { email: found.email }, em);
    });
    this.mailer.deliverSoon();
  }

  /**
   * Decides a pending suggestion, once: its status is taken in one statement (a second decision, or
   * one racing it, is a 409), then `work` is done; if that fails, the suggestion is pending again.
   */
  private async deciding<T>(
    id: number,
    status: 'approved' | 'rejected' | 'merged',
    reason: string | null,
    work: (suggestion: StoreSuggestion) => Promise<T>,
  ): Promise<T> {
    const taken = await this.repository.decideSuggestion(id, status, reason);
    const suggestion = await this.repository.findSuggestionFresh(id);
    if (!suggestion) throw notFound('suggestion', id);
    if (!taken) throw new ConflictException(`This suggestion was already ${suggestion.status}`);
    try {
      return await work(suggestion);
    } catch (error) {
      await this.repository.undecideSuggestion(id, status);
      throw error;
    }
  }

  /**
   * The suggestion's city: the state's city of that slug, else the one its ZIP code names there (the
   * visitor's "Saint Louis" for the directory's St. Louis), else a new one of the visitor's spelling.
   */
  private async cityFor(suggestion: StoreSuggestion, zipCity: string | null): Promise<City> {
    const state = suggestion.state.id;
    const slug = toSlug(suggestion.city);
    const existing = await this.repository.listCities(state, [slug, toSlug(zipCity ?? '')].filter(isSlug));
    const found = existing.find((city) => city.slug === slug) ?? existing[0];
    if (found) return found;
    const [name, made] = isSlug(slug) ? [suggestion.city, slug] : [zipCity ?? '', toSlug(zipCity ?? '')];
    if (!isSlug(made))
      throw new BadRequestException(`The city "${suggestion.city}" has no name a page address can hold: reject the suggestion`);
    await this.repository.addCityUnlessTaken(state, name, made);
    return this.repository.getCity(state, made);
  }

  /** A store slug no store (open or closed) has: the name's, else with -2, -3... */
  private async freeSlug(text: string): Promise<string> {
    // Cut to fit with room for '-99', without a hyphen at the end.
    const base = toSlug(text).slice(0, 110).replace(/-+$/, '') || 'store';
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await this.repository.isStoreSlugTaken(slug))) return slug;
    }
  }
}
