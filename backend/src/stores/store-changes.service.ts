import { isDeepStrictEqual } from 'node:util';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { City } from '../cities/city.entity';
import { CitiesService } from '../cities/cities.service';
import { notFound } from '../common/errors/not-found';
import { KeptAnswers } from '../common/cache/public-answers';
import { listProblems } from '../common/errors/error-text';
import { termsFacts, type ConsignmentTerms } from '../contracts/consignment-terms';
import { termsColumnsOf, type TermsColumn } from '../contracts/consignment-terms-columns';
import { readTermsColumns } from './store-terms-columns';
import { PRODUCT_FLAGS, type ProductFlag } from '../contracts/api.contract';
import {
  AUDIT_PAGE_SIZE,
  OWNER_PHOTO_LIMIT,
  type AuditAction,
  type AuditEntry as AuditEntryView,
  type OwnerListingEdit,
  type OwnerListingInput,
  type StoreAudit,
} from '../contracts/contributions.contract';
import { storePath } from '../contracts/page-paths';
import { AuditEntry } from './audit-entry.entity';
import { AuditEntryRepository } from './audit-entry.repository';
import { ClosedStoreRepository } from './closed-store.repository';
import type { StorePhoto } from './store-photo.entity';
import { StorePhotoRepository } from './store-photo.repository';
import type { Store } from './store.entity';
import { StoreRepository } from './store.repository';
import { StoreMapService } from './store-map.service';
import { StorePhotoFiles } from './store-photo-files';
import { StoreWeekRepository } from './store-week.repository';
import { storeTimeZone } from './store-time-zone';

/** Who made a change, as the audit trail names them. */
export const ADMINISTRATOR = 'administrator';
export const VISITOR = 'visitor';
export const ownerActor = (email: string) => `owner (${email})`;

/** A store a suggestion makes: its city by name (made when the state has none of that name). */
export interface NewStore {
  slug: string;
  businessName: string;
  address: string;
  city: City;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  website: string | null;
  sells: ProductFlag[];
}

/**
 * Checked first inside a change's transaction (say, an owner's right to make it, under a lock): if it
 * throws, nothing changes.
 */
export type ChangePrecondition = (em: EntityManager) => Promise<void>;

/** A page of a store's audit trail, and the store's id. */
export type StoreTrail = Omit<StoreAudit, 'owners' | 'itemFeed'> & { storeId: number };

/** What an edit may change; each field left out stays. */
export type StoreEdit = Partial<OwnerListingInput>;

/** The editable fields of a store as the audit trail and the owner's form name them. */
export function editableFields(store: Store): OwnerListingEdit {
  return {
    hours: store.hours ?? [],
    phone: store.phone,
    website: store.website,
    description: store.seoDescription,
    sells: PRODUCT_FLAGS.filter((flag) => store[flag]),
    terms: store.consignmentTerms ? termsColumnsOf(store.consignmentTerms) : null,
  };
}

/** An edit's terms, read as the importer reads its columns: 400 naming each column's problem. */
function termsOfEdit(columns: Partial<Record<TermsColumn, string>> | null): ConsignmentTerms | null {
  if (columns === null) return null;
  const read = readTermsColumns(columns);
  if (read.problems) throw new BadRequestException(listProblems(read.problems.map((problem) => problem.problem)));
  return read.terms;
}

function applyEdit(store: Store, edit: StoreEdit): void {
  if (edit.hours !== undefined) store.hours = edit.hours.length > 0 ? edit.hours : null;
  if (edit.phone !== undefined) store.phone = edit.phone;
  if (edit.website !== undefined) store.website = edit.website;
  if (edit.description !== undefined) store.seoDescription = edit.description;
  if (edit.sells !== undefined) for (const flag of PRODUCT_FLAGS) store[flag] = edit.sells.includes(flag);
  if (edit.terms !== undefined) {
    store.consignmentTerms = termsOfEdit(edit.terms);
    Object.assign(store, termsFacts(store.consignmentTerms));
  }
}

/** A value as a jsonb column gives it back: keys in any order, none left undefined. */
const asStored = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
/** Whether two values of the listing are the same once stored (jsonb keeps an object's keys in an order of its own). */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(asStored(a), asStored(b));

/** Entries whose undo closes the store (so undoable while it is open) or reopens it (while closed). */
const CLOSED_TO_UNDO: ReadonlySet<AuditAction> = new Set(['closed']);

/** Entries the administrator can undo, while not undone. */
const REVERTIBLE: ReadonlySet<AuditAction> = new Set(['edited', 'merged', 'photo-added', 'photo-removed', 'closed', 'reopened', 'created']);

/**
 * Every change to a listing, by an owner or the administrator, in one place: made in a transaction
 * with its audit entry (who, when, before, after), then shown at once (the city's totals and the
 * directory's version refreshed, the app's cache emptied). The administrator can undo an entry.
 *
 * The entity manager draws each change's transaction (`em.transactional`); every read and write goes
 * through the repositories, which work in the transaction's own entity manager while its callback
 * runs (MikroORM's transaction context) and in the request's otherwise.
 */
@Injectable()
export class StoreChanges {
  constructor(
    private readonly em: EntityManager,
    private readonly stores: StoreRepository,
    private readonly closedStores: ClosedStoreRepository,
    private readonly weeks: StoreWeekRepository,
    private readonly photos: StorePhotoRepository,
    private readonly audits: AuditEntryRepository,
    private readonly cities: CitiesService,
    private readonly keptAnswers: KeptAnswers,
    private readonly storeMap: StoreMapService,
    private readonly photoFiles: StorePhotoFiles,
  ) {}

  /** Changes the given fields; nothing changed, nothing recorded. Owners' edits are marked for imports. */
  async edit(
    storeId: number,
    edit: StoreEdit,
    actor: string,
    options: { byOwner?: boolean; action?: AuditAction; reason?: string; precondition?: ChangePrecondition } = {},
  ) {
    const changed = await this.em.transactional(async (em) => {
      await options.precondition?.(em);
      const store = await this.stores.findOne(storeId);
      if (!store) throw new ConflictException('This store is closed: reopen it first');
      const before = editableFields(store);
      applyEdit(store, edit);
      const after = editableFields(store);
      const keys = (Object.keys(after) as (keyof OwnerListingEdit)[]).filter((key) => !same(before[key], after[key]));
      if (keys.length === 0) return null;
      if (options.byOwner) store.ownerEditedAt = new Date();
      store.updatedAt = new Date();
      if (keys.includes('hours')) {
        await em.flush();
        await this.weeks.writeFor([storeId]);
      }
      this.audits.add({
        storeId,
        actor,
        action: options.action ?? 'edited',
        reason: options.reason ?? null,
        before: pick(before, keys),
        after: pick(after, keys),
      });
      return store.city.id;
    });
    if (changed !== null) await this.shown(changed);
    return changed !== null;
  }

  /** Lists a new store (an approved suggestion). */
  async create(data: NewStore, actor: string, reason: string | null): Promise<Store> {
    const store = await this.em.transactional(async () => {
      const flags = Object.fromEntries(PRODUCT_FLAGS.map((flag) => [flag, data.sells.includes(flag)]));
      const created = await this.stores.insertStore({
        slug: data.slug,
        businessName: data.businessName,
        address: data.address,
        city: data.city,
        // The trigger's to keep; given here because the entity requires it.
        stateId: data.city.state.id,
        zipCode: data.zipCode,
        latitude: data.latitude,
        longitude: data.longitude,
        timeZone: storeTimeZone({ latitude: data.latitude, longitude: data.longitude, state: data.city.state.abbreviation }),
        phone: data.phone,
        website: data.website,
        ...flags,
      } as Store);
      await this.weeks.writeFor([created.id]);
      this.audits.add({
        storeId: created.id,
        actor,
        action: 'created',
        reason,
        before: null,
        after: {
          businessName: data.businessName,
          address: data.address,
          city: data.city.name,
          zipCode: data.zipCode,
          ...pick(editableFields(created), ['phone', 'website', 'sells']),
        },
      });
      return created;
    });
    await this.shown(store.city.id, true);
    return store;
  }

  /**
   * Takes a store out of the directory (its row moved to `closed_store`, whole): its page answers
   * 410, and no list, count, search, map or sitemap has it.
   */
  async close(slug: string, actor: string, reason: string | null): Promise<void> {
    const cityId = await this.em.transactional(async () => {
      const store = await this.stores.findOne({ slug });
      if (!store)
        throw (await this.closedStores.existsWithSlug(slug))
          ? new ConflictException('This store is already closed')
          : notFound('store', slug);
      // The row as a whole, every column, moved: copied to `closed_store`, then deleted.
      await this.closedStores.insertFromStore(store.id);
      this.audits.add({
        storeId: store.id,
        actor,
        action: 'closed',
        reason,
        before: { businessName: store.businessName, address: store.address },
        after: null,
      });
      const cityOf = store.city.id;
      this.stores.remove(store);
      return cityOf;
    });
    await this.shown(cityId, true);
  }

  /** Puts a closed store back as it was, with its id and address. */
  async reopen(slug: string, actor: string, reason: string | null): Promise<void> {
    const cityId = await this.em.transactional(async () => {
      const closed = await this.closedStores.findOne({ slug });
      if (!closed)
        throw (await this.stores.existsWithSlug(slug)) ? new ConflictException('This store is open') : notFound('closed store', slug);
      // The row back from its record, as it was: copied to `store`, then deleted.
      await this.stores.insertFromClosed(closed.id);
      await this.weeks.writeFor([closed.id]);
      this.audits.add({
        storeId: closed.id,
        actor,
        action: 'reopened',
        reason,
        before: null,
        after: { businessName: closed.businessName, address: closed.address },
      });
      this.closedStores.remove(closed);
      return closed.city.id;
    });
    await this.shown(cityId, true);
  }

  /** Records a photo an owner added (its file already written). */
  async addPhoto(
    storeId: number,
    photo: Pick<StorePhoto, 'file' | 'width' | 'height'>,
    actor: string,
    limit: number,
    precondition?: ChangePrecondition,
  ): Promise<void> {
    const cityId = await this.em.transactional(async (em) => {
      await precondition?.(em);
      // The store's row locked: two uploads at once count each other's photo.
      const store = await this.stores.findLocked(storeId);
      if (!store) throw new ConflictException('This store is closed');
      const count = await this.photos.countShown(storeId);
      if (count >= limit) throw new BadRequestException(`A store has at most ${limit} photos: remove one first`);
      const created = await this.photos.insertLast(storeId, photo);
      store.updatedAt = new Date();
      this.audits.add({
        storeId,
        actor,
        action: 'photo-added',
        reason: null,
        before: null,
        after: { photoId: created.id, file: created.file },
      });
      return store.city.id;
    });
    await this.shown(cityId);
  }

  /** Takes a photo off the store's page; its row and file stay (the file no longer served), so the administrator can put it back. */
  async removePhoto(storeId: number, photoId: number, actor: string, precondition?: ChangePrecondition): Promise<void> {
    const { cityId, file } = await this.em.transactional(async (em) => {
      await precondition?.(em);
      const photo = await this.photos.findShown(storeId, photoId);
      if (!photo) throw notFound('photo', photoId);
      const store = await this.stores.findOne(storeId);
      photo.removedAt = new Date();
      this.audits.add({
        storeId,
        actor,
        action: 'photo-removed',
        reason: null,
        before: { photoId, file: photo.file },
        after: null,
      });
      if (store) store.updatedAt = new Date();
      return { cityId: store?.city.id ?? null, file: photo.file };
    });
    await this.photoFiles.hide(file);
    if (cityId !== null) await this.shown(cityId);
  }

  /** The photos a store's page shows, in order. */
  photosOf(storeId: number): Promise<StorePhoto[]> {
    return this.photos.listShown(storeId);
  }

  /**
   * Records what is no change to the store's fields (a claim decided, reports resolved): in the
   * transaction of `em` when given (so that the decision and its entry are made together), else at once.
   */
  async note(
    storeId: number,
    actor: string,
    action: AuditAction,
    reason: string | null,
    after: Record<string, unknown> | null,
    em?: EntityManager,
  ): Promise<void> {
    const entry = { storeId, actor, action, reason, before: null, after };
    // The caller's entity manager, whichever it is: its unit of work writes the entry.
    if (em) em.getRepository(AuditEntry).add(entry);
    else await this.audits.insertApart(entry);
  }

  /**
   * A page of a store's trail, newest first, open or closed: the entries recorded before entry
   * `before` (none: the newest), `AUDIT_PAGE_SIZE` of them, and the `before` of the next page.
   */
  async trail(slug: string, before?: number): Promise<StoreTrail> {
    const store = await this.stores.findBySlug(slug);
    const closed = store ? null : await this.closedStores.findBySlug(slug);
    const found = store ?? closed;
    if (!found) throw notFound('store', slug);
    const read = await this.audits.listBefore(found.id, before, AUDIT_PAGE_SIZE + 1);
    const entries = read.slice(0, AUDIT_PAGE_SIZE);
    return {
      storeId: found.id,
      store: {
        slug,
        businessName: found.businessName,
        path: storePath({ stateSlug: found.city.state.slug, citySlug: found.city.slug, slug }),
        closed: store === null,
      },
      entries: entries.map((entry): AuditEntryView => ({
        id: entry.id,
        at: entry.createdAt.toISOString(),
        actor: entry.actor,
        action: entry.action,
        reason: entry.reason,
        before: entry.before,
        after: entry.after,
        revertible: entry.revertedAt === null && REVERTIBLE.has(entry.action) && (CLOSED_TO_UNDO.has(entry.action) ? !store : !!store),
      })),
      olderBefore: read.length > AUDIT_PAGE_SIZE ? entries[entries.length - 1]!.id : null,
    };
  }

  /**
   * Undoes an entry, as a change of its own ('reverted'); answers the store's slug. The entry is
   * marked undone first, in one statement (a second undo, or one racing it, is a 409), and unmarked
   * if the undo fails.
   */
  async revert(entryId: number): Promise<string> {
    const entry = await this.audits.findOne(entryId);
    if (!entry) throw notFound('audit entry', entryId);
    if (!REVERTIBLE.has(entry.action)) throw new ConflictException('This change cannot be undone');
    const slug = await this.slugOf(entry.storeId);
    if (!(await this.audits.markReverted(entry.id))) throw new ConflictException('This change was already undone');
    try {
      await this.undo(entry, slug);
    } catch (error) {
      await this.audits.unmarkReverted(entry.id);
      throw error;
    }
    return slug;
  }

  private async undo(entry: AuditEntry, slug: string): Promise<void> {
    const reason = `Undid change #${entry.id} (${entry.action})`;
    switch (entry.action) {
      case 'edited':
      case 'merged': {
        // Only while the fields still hold what the change made them: a later change is undone first.
        const store = await this.stores.findFresh(entry.storeId);
        if (!store) throw new ConflictException('This store is closed: reopen it first');
        const now = editableFields(store) as unknown as Record<string, unknown>;
        if (Object.entries(entry.after ?? {}).some(([key, value]) => !same(now[key], value)))
          throw new ConflictException('The listing has changed again since: undo the later changes first');
        await this.edit(entry.storeId, entry.before ?? {}, ADMINISTRATOR, { action: 'reverted', reason });
        break;
      }
      case 'closed':
        await this.reopen(slug, ADMINISTRATOR, reason);
        break;
      case 'reopened':
      case 'created':
        await this.close(slug, ADMINISTRATOR, reason);
        break;
      case 'photo-added':
      case 'photo-removed':
        await this.restorePhoto(entry, reason);
        break;
      default:
        throw new ConflictException('This change cannot be undone');
    }
  }

  private async restorePhoto(entry: AuditEntry, reason: string): Promise<void> {
    const photoId = Number((entry.after ?? entry.before)?.photoId);
    const removed = entry.action === 'photo-added' ? new Date() : null;
    const file = await this.em.transactional(async () => {
      const photo = await this.photos.findOfStore(entry.storeId, photoId);
      if (!photo) throw notFound('photo', photoId);
      if (removed === null && (await this.photos.countShown(entry.storeId)) >= OWNER_PHOTO_LIMIT)
        throw new ConflictException(`The store has ${OWNER_PHOTO_LIMIT} photos: remove one first`);
      photo.removedAt = removed;
      this.audits.add({
        storeId: entry.storeId,
        actor: ADMINISTRATOR,
        action: 'reverted',
        reason,
        before: { photoId, shown: removed !== null },
        after: { photoId, shown: removed === null },
      });
      return photo.file;
    });
    await (removed ? this.photoFiles.hide(file) : this.photoFiles.show(file));
    const store = await this.stores.findOne(entry.storeId);
    if (store) await this.shown(store.city.id);
  }

  private async slugOf(storeId: number): Promise<string> {
    const store = (await this.stores.findOne(storeId)) ?? (await this.closedStores.findOne(storeId));
    if (!store) throw notFound('store', storeId);
    return store.slug;
  }

  /**
   * Makes a change show at once: the city's count, centre and latest change recounted (which moves
   * the directory's version: the sitemap's task follows), the map's index made again when a store
   * came or went, and the app's kept answers and pages dropped.
   */
  private async shown(cityId: number, storesMoved = false): Promise<void> {
    await this.cities.refreshTotals(cityId);
    if (storesMoved) await this.storeMap.refreshNow();
    await this.keptAnswers.forget();
  }
}

function pick<T extends object>(value: T, keys: readonly (keyof T)[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, value[key]]));
}
