import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ForbiddenException, GoneException, Injectable } from '@nestjs/common';
import { RetryLaterException } from '../common/errors/retry-later';
import { AppConfig } from '../config/app-config';
import {
  CLAIM_CONFIRM_PAGE_PATH,
  CLAIM_LINK_HOURS,
  OWNER_PHOTO_LIMIT,
  OWNER_CHANGES_PER_HOUR,
  type AuditAction,
  type ClaimStatus,
  type ContributionReceipt,
  type OwnerListing,
  type OwnerListingInput,
} from '../contracts/contributions.contract';
import { FormTickets } from '../contributions/form-tickets.service';
import { Mailer } from '../mail/mailer.service';
import { editableFields, ownerActor, StoreChanges, type ChangePrecondition } from '../stores/store-changes.service';
import type { Store } from '../stores/store.entity';
import { mapStorePhoto, mapStoreSummary } from '../stores/stores.mapper';
import { storePath } from '../contracts/page-paths';
import { StoresService } from '../stores/stores.service';
import type { StoreClaimBody } from './dto/owner.body';
import { WEEKDAYS } from './dto/owner.body';
import { OwnerSessionRepository } from './owner-session.repository';
import type { StoreClaim } from './store-claim.entity';
import { StoreClaimRepository } from './store-claim.repository';
import { ItemFeedsService } from '../items/feeds/item-feeds.service';
import type { ItemFeedInput, ItemFileCheck, OwnerItemFeed } from '../contracts/items.contract';
import type { KeptPhoto } from '../stores/store-photo-files';

/** How long an owner stays signed in. */
const OWNER_SESSION_DAYS = 14;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const HOUR_MILLISECONDS = 3_600_000;

/** What an owner's hourly limit counts: their changes to the listing (not their claim's verification). */
const OWNER_CHANGES: AuditAction[] = ['edited', 'photo-added', 'photo-removed'];

/** Claims that give nothing: turned down, or taken from their owner. */
const ENDED: readonly ClaimStatus[] = ['rejected', 'revoked'];

/** A signed-in owner: their claim. */
export interface SignedInOwner {
  claim: StoreClaim;
}

/** The part of an address after its `www.`, in lower case. */
const hostOf = (website: string | null): string | null => {
  if (!website) return null;
  try {
    // A website may be given without its scheme ('www.example.com').
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
};

/**
 * Owners claim their listing and keep it right: a one-time link by e-mail proves the address; an
 * address at the store's website's domain is verified by that alone, any other waits for the
 * administrator. A verified owner edits hours, phone, website, description and what it sells, and
 * adds photos, through `StoreChanges` (shown at once, audited).
 *
 * The entity manager draws the units of work (its transactions); every read and write goes through
 * the repositories, which work in the transaction's own entity manager while its callback runs
 * (MikroORM's transaction context) and in the request's otherwise.
 */
@Injectable()
export class OwnersService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly tickets: FormTickets,
    private readonly stores: StoresService,
    private readonly changes: StoreChanges,
    private readonly mailer: Mailer,
    private readonly claims: StoreClaimRepository,
    private readonly sessions: OwnerSessionRepository,
    private readonly itemFeeds: ItemFeedsService,
  ) {}

  /**
   * Sends a one-time link to the address; the same address asking again gets a new link (the old one
   * stops working). An address the listing was taken from gets, instead, a message that says so: the
   * answer is the same either way, so the form tells nobody whose access was revoked.
   */
  async claim(storeSlug: string, body: StoreClaimBody): Promise<ContributionReceipt> {
    await this.tickets.check(body);
    const store = await this.stores.openStore(storeSlug);
    const token = randomBytes(32).toString('base64url');
    // The store's slug too: a page whose link failed offers that store's claim page again.
    const link = `${this.config.siteUrl}${CLAIM_CONFIRM_PAGE_PATH}?token=${token}&store=${storeSlug}`;
    await this.em.transactional(async (em) => {
      await this.tickets.spend(em, body);
      const earlier = await this.claims.findUnrejected(store.id, body.email);
      const asked = `Someone (we hope you) asked to manage the listing of ${store.businessName} on ${this.config.siteName}.`;
      if (earlier?.status === 'revoked') {
        this.mailer.queue(em, {
          to: body.email,
          subject: `Your request to manage ${store.businessName} on ${this.config.siteName}`,
          text: `${asked}\n\nAn administrator took that listing from this address, so no link was sent. If you think this is a mistake, write to ${this.config.contactEmail}.`,
        });
        return;
      }
      const claim = earlier ?? this.claims.add({ storeId: store.id, email: body.email, linkExpiresAt: new Date() });
      claim.tokenHash = sha256(token);
      claim.linkExpiresAt = new Date(Date.now() + CLAIM_LINK_HOURS * 3_600_000);
      claim.linkUsedAt = null;
      this.mailer.queue(em, {
        to: body.email,
        subject: `Your link to manage ${store.businessName} on ${this.config.siteName}`,
        text: [
          asked,
          '',
          `Open this link to confirm this address and sign in. It works once, for ${CLAIM_LINK_HOURS} hours:`,
          link,
          '',
          'If you did not ask, ignore this message: nothing changes without the link.',
        ].join('\n'),
      });
    });
    this.mailer.deliverSoon();
    return { message: `We sent a link to ${body.email}. It works once, for ${CLAIM_LINK_HOURS} hours.` };
  }

  /** Uses a link: once, within its hours. Starts the owner's session; the claim is verified or waits for review. */
  async confirm(token: string): Promise<{ listing: OwnerListing; sessionToken: string; expiresAt: Date }> {
    const sessionToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + OWNER_SESSION_DAYS * 86_400_000);
    const claim = await this.em.transactional(async (em) => {
      const tokenHash = sha256(token);
      // Used once: taken in one statement, so two confirmations racing cannot both pass.
      const used = await this.claims.useLink(tokenHash, ENDED);
      const found = await this.claims.findByTokenFresh(tokenHash);
      if (!found || ENDED.includes(found.status as ClaimStatus))
        throw new BadRequestException("This link is not valid: ask for a new one with 'Claim this listing' on your store's page");
      if (!used && !found.linkUsedAt)
        throw new GoneException("This link has expired: ask for a new one with 'Claim this listing' on your store's page");
      if (!used) throw new GoneException("This link was already used: ask for a new one with 'Claim this listing' on your store's page");
      const store = await this.claims.findStore(found.storeId);
      if (!store) throw new GoneException('This store has closed');
      let verified = false;
      if (found.status === 'pending') {
        verified = await this.atStoresOwnDomain(store, found.email);
        found.status = verified ? 'verified' : 'review';
        if (verified) found.decidedAt = new Date();
      }
      if (verified)
        await this.changes.note(
          found.storeId,
          ownerActor(found.email),
          'claim-verified',
          "An address at the store's website's domain",
          {
            email: found.email,
          },
          em,
        );
      this.sessions.add({ tokenHash: sha256(sessionToken), claim: found, expiresAt });
      return found;
    });
    return { listing: await this.listing({ claim }), sessionToken, expiresAt };
  }

  /**
   * Whether an address proves itself by its domain: the store's website's, as the operator's import
   * gave it, on a store no owner was revoked from. A website a visitor's suggestion or a merge
   * brought, or an owner changed, proves nothing: anybody could have given their own domain (then
   * the administrator decides).
   */
  private async atStoresOwnDomain(store: Store, email: string): Promise<boolean> {
    const domain = email.slice(email.lastIndexOf('@') + 1);
    if (hostOf(store.website) !== domain) return false;
    // Once the listing was taken from an owner, the domain proves nothing: whoever has it may be them.
    if (await this.claims.existsRevoked(store.id)) return false;
    return !(await this.claims.hasWebsiteFromApp(store.id));
  }

  /** The owner a session token belongs to, while it lasts. */
  async signedIn(token: string | undefined): Promise<SignedInOwner | null> {
    if (!token || token.length > 100) return null;
    const session = await this.sessions.findLive(sha256(token));
    if (!session || ENDED.includes(session.claim.status as ClaimStatus)) return null;
    return { claim: session.claim };
  }

  async signOut(token: string | undefined): Promise<void> {
    if (token) await this.sessions.deleteSession(sha256(token));
  }

  /** What the owner's page shows. */
  async listing({ claim }: SignedInOwner): Promise<OwnerListing> {
    const store = await this.claims.findStoreWithPlace(claim.storeId);
    if (!store) throw new GoneException('This store has closed');
    // The store read here with its city and state: its path needs no second read.
    const path = storePath(mapStoreSummary(store));
    const photos = await this.changes.photosOf(store.id);
    return {
      email: claim.email,
      status: claim.status === 'pending' ? 'review' : claim.status,
      store: { slug: store.slug, businessName: store.businessName, path, timeZone: store.timeZone },
      listing: editableFields(store),
      ownHours: store.hours !== null,
      photos: photos.map(mapStorePhoto),
    };
  }

  async edit(owner: SignedInOwner, edit: OwnerListingInput): Promise<OwnerListing> {
    if (edit.hours.length > 0 && (edit.hours.length !== 7 || WEEKDAYS.some((day, index) => edit.hours[index]?.day !== day)))
      throw new BadRequestException('hours must have one row for each day, Monday to Sunday, in that order');
    const hours = edit.hours.map((day) => (day.isClosed ? { ...day, open: '00:00', close: '00:00' } : day));
    await this.changes.edit(owner.claim.storeId, { ...edit, hours }, ownerActor(owner.claim.email), {
      byOwner: true,
      precondition: this.mayChange(owner),
    });
    return this.listing(owner);
  }

  async addPhoto(owner: SignedInOwner, photo: KeptPhoto): Promise<void> {
    await this.changes.addPhoto(owner.claim.storeId, photo, ownerActor(owner.claim.email), OWNER_PHOTO_LIMIT, this.mayChange(owner));
  }

  /** Whether the owner may add one more photo: checked before the upload is decoded (and again as it is saved). */
  async photoRoom(owner: SignedInOwner): Promise<void> {
    await this.checkMayChange(owner);
    const photos = await this.changes.photosOf(owner.claim.storeId);
    if (photos.length >= OWNER_PHOTO_LIMIT)
      throw new BadRequestException(`A store has at most ${OWNER_PHOTO_LIMIT} photos: remove one first`);
  }

  async removePhoto(owner: SignedInOwner, photoId: number): Promise<OwnerListing> {
    await this.changes.removePhoto(owner.claim.storeId, photoId, ownerActor(owner.claim.email), this.mayChange(owner));
    return this.listing(owner);
  }

  async itemFeed(owner: SignedInOwner): Promise<OwnerItemFeed> {
    return { feed: await this.itemFeeds.status(owner.claim.storeId), problems: [] };
  }

  /** Connects the store's feed, once the claim is verified: read at once, refused with why when it cannot be read. */
  async connectItemFeed(owner: SignedInOwner, input: ItemFeedInput): Promise<OwnerItemFeed> {
    await this.checkVerified(owner);
    const { status, problems } = await this.itemFeeds.connect(owner.claim.storeId, input.kind, input.url);
    return { feed: status, problems };
  }

  /** Checks an uploaded file of items (nothing saved), or saves it as the store's items, once the claim is verified. */
  async uploadItems(owner: SignedInOwner, file: Buffer, save: boolean): Promise<ItemFileCheck> {
    await this.checkVerified(owner);
    return this.itemFeeds.upload(owner.claim.storeId, file, save);
  }

  async disconnectItemFeed(owner: SignedInOwner): Promise<OwnerItemFeed> {
    await this.checkVerified(owner);
    await this.itemFeeds.disconnect(owner.claim.storeId);
    return { feed: null, problems: [] };
  }

  /** Whether the owner's claim is verified (not waiting, not revoked). */
  private async checkVerified({ claim: signedIn }: SignedInOwner): Promise<void> {
    const claim = await this.claims.findLocked(signedIn.id);
    if (claim?.status === 'revoked') throw new ForbiddenException('An administrator took this listing from you: you can no longer edit it');
    if (claim?.status !== 'verified')
      throw new ForbiddenException('Your claim waits for an administrator: you can edit the listing once it is approved');
  }

  /**
   * Whether the owner may change the listing, checked inside the change's transaction with their
   * claim's row locked (so that a revocation and their other changes wait for it): still verified,
   * and within `OWNER_CHANGES_PER_HOUR`. The changes are counted in the store's audit trail, where
   * each is recorded: per claim, whichever address or session they came from (the per-client rate
   * limits count addresses, before a route knows its owner), and alike on every instance of the app.
   */
  private mayChange(owner: SignedInOwner): ChangePrecondition {
    // Its entity manager is not needed: while the change's callback runs, the repositories work in its transaction.
    return () => this.checkMayChange(owner);
  }

  /** `mayChange`'s check, run in the change's transaction or (before an upload is decoded) in the request's entity manager. */
  private async checkMayChange(owner: SignedInOwner): Promise<void> {
    await this.checkVerified(owner);
    const claim = owner.claim;
    const recent = await this.claims.listChangeTimes(
      claim.storeId,
      ownerActor(claim.email),
      OWNER_CHANGES,
      new Date(Date.now() - HOUR_MILLISECONDS),
      OWNER_CHANGES_PER_HOUR,
    );
    if (recent.length < OWNER_CHANGES_PER_HOUR) return;
    const seconds = Math.ceil((recent[recent.length - 1]!.getTime() + HOUR_MILLISECONDS - Date.now()) / 1000);
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw new RetryLaterException(
      `A listing takes at most ${OWNER_CHANGES_PER_HOUR} changes an hour: try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
      seconds,
    );
  }
}
