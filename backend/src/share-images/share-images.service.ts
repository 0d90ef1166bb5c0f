import { CACHE_MANAGER, type Cache } from '@nestjs/cache-manager';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { CitiesService } from '../cities/cities.service';
import { sharedCacheControl } from '../common/cache/public-answers';
import { prepareAnswer, type PreparedAnswer } from '../common/http/prepared-answer';
import { notFound } from '../common/errors/not-found';
import { isSlug } from '../common/validation/slug';
import { AppConfig } from '../config/app-config';
import { cityCard, stateCard, storeCard } from '../contracts/directory-page-heads';
import { fixedPageHeads } from '../contracts/fixed-page-heads';
import { SHARE_IMAGE_TYPE, pagePathOfShareImage, type ShareCard } from '../contracts/share-image.contract';
import { StatesService } from '../states/states.service';
import { StoresService } from '../stores/stores.service';
import { storeOfPicture, storeProducts } from '../contracts/store-picture.contract';
import { ArtworkPool } from './artwork-pool';

/**
 * How long a drawn card is kept in the app's cache (least recently used going first when it is full).
 * A card takes 5 to 25 ms of a drawing thread's CPU; a directory of a million stores has a million of them.
 */
const KEPT_MILLISECONDS = 24 * 3_600_000;

/**
 * The share card of any page: its texts from the same services and head definitions as the page,
 * drawn once per process while kept. Cards are kept by what they say (not by address), so a store
 * renamed by an import gets a new card at once, and the old one ages out. Requests for a card being
 * drawn wait for that one drawing (the cache's `wrap`), which runs in a drawing thread (`ArtworkPool`).
 */
@Injectable()
export class ShareImagesService {
  private readonly site: { name: string; host: string };
  /** The cards of the pages whose heads depend on the site alone (home, about, the tools...), by path. */
  private readonly fixedCards: Map<string, ShareCard>;
  private readonly cacheControl: string;

  constructor(
    config: AppConfig,
    @Inject(CACHE_MANAGER) private readonly cache: Cache,
    private readonly states: StatesService,
    private readonly cities: CitiesService,
    private readonly stores: StoresService,
    private readonly artwork: ArtworkPool,
  ) {
    this.site = { name: config.siteName, host: new URL(config.siteUrl).host };
    this.fixedCards = new Map(fixedPageHeads(config.site).map((head) => [head.path, head.share!]));
    this.cacheControl = sharedCacheControl(config.apiCache.seconds);
  }

  /**
   * The card an address under `/share-images/` names: 400 for one no page's card has (not a
   * `.png`, not slugs), 404 for a state, city or store the directory does not have.
   */
  async cardFor(imageName: string): Promise<ShareCard> {
    const pagePath = pagePathOfShareImage(imageName);
    const segments = pagePath?.slice(1).split('/') ?? [];
    if (pagePath === null || (pagePath !== '/' && !segments.every(isSlug)))
      throw new BadRequestException(`'${imageName.slice(0, 200)}' is not a share image: expected a page's path of slugs with .png`);
    const fixed = this.fixedCards.get(pagePath);
    if (fixed) return fixed;
    const [stateSlug, citySlug, storeSlug] = segments;
    switch (segments.length) {
      case 1: {
        const state = (await this.states.list()).find((candidate) => candidate.slug === stateSlug);
        if (!state) throw notFound('state', stateSlug!);
        return stateCard(state);
      }
      case 2:
        return cityCard(await this.cities.getBySlugs(stateSlug!, citySlug!));
      case 3: {
        const store = await this.stores.summaryBySlug(storeSlug!);
        // The card of a store's own page only: under another city there is no page, so no card.
        if (store.stateSlug !== stateSlug || store.citySlug !== citySlug) throw notFound('store', pagePath);
        return storeCard(store);
      }
      default:
        throw notFound('page', pagePath);
    }
  }

  /** The card as a PNG answer ready to send (with its ETag and Cache-Control), drawn only when not kept. */
  image(card: ShareCard): Promise<PreparedAnswer> {
    return this.cache.wrap(
      `share-card:${JSON.stringify([card.title, card.place ?? null])}`,
      async () => prepareAnswer(SHARE_IMAGE_TYPE, await this.artwork.card(card, this.site), this.cacheControl),
      KEPT_MILLISECONDS,
    );
  }

  /**
   * The drawn picture of a store an address under `/store-pictures/` names, as a PNG answer ready to
   * send: 400 for one no store's picture has (not slugs, not a width drawn), 404 for a store the
   * directory does not have there. Kept by what it shows, as cards are.
   */
  async storePicture(name: string): Promise<PreparedAnswer> {
    const named = storeOfPicture(name);
    if (!named?.segments.every(isSlug))
      throw new BadRequestException(
        `'${name.slice(0, 200)}' is not a store picture: expected a store page's path and -480.png or -960.png`,
      );
    const [stateSlug, citySlug, storeSlug] = named.segments;
    const store = await this.stores.summaryBySlug(storeSlug!);
    if (store.stateSlug !== stateSlug || store.citySlug !== citySlug) throw notFound('store', `${stateSlug}/${citySlug}/${storeSlug}`);
    return this.cache.wrap(
      `store-picture:${named.width}:${JSON.stringify([store.businessName, store.city, store.stateAbbreviation, storeProducts(store)])}`,
      async () => prepareAnswer(SHARE_IMAGE_TYPE, await this.artwork.storePicture(store, named.width), this.cacheControl),
      KEPT_MILLISECONDS,
    );
  }
}
