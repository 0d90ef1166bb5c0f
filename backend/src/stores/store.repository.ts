import { EntityRepository } from '@mikro-orm/postgresql';
import type { StoreFlag } from '../contracts/api.contract';
import type { Store } from './store.entity';

/** A store row with its city and state, as every store query returns it. */
export type StoreRow = {
  id: number;
  slug: string;
  businessName: string;
  address: string;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  website: string | null;
  photo: string | null;
  numberOfReviews: number | null;
  seoDescription: string | null;
  /** As the driver gives timestamps: a string. */
  updatedAt: string;
  cityId: number;
  cityName: string;
  citySlug: string;
  stateName: string;
  stateSlug: string;
  stateAbbreviation: string;
} & Record<StoreFlag, boolean>;

/** The columns of a {@link StoreRow}, from `st` (store), `c` (city) and `s` (state). */
export const STORE_ROW_COLUMNS = `
  st.id, st.slug, st.business_name as "businessName", st.address, st.zip_code as "zipCode",
  st.latitude, st.longitude, st.phone, st.website, st.photo,
  st.number_of_reviews as "numberOfReviews", st.seo_description as "seoDescription",
  st.sell_furniture as "sellFurniture", st.sell_clothes as "sellClothes",
  st.sell_antiques as "sellAntiques", st.sell_jewelry as "sellJewelry", st.sell_books as "sellBooks",
  st.sell_gift_items as "sellGiftItems", st.sell_premium_brand as "sellPremiumBrand",
  st.sell_merchandise as "sellMerchandise", st.wide_selection as "wideSelection",
  st.clean_organized as "cleanOrganized", st.pricing, st.friendly_employees as "friendlyEmployees",
  st.updated_at as "updatedAt",
  c.id as "cityId", c.name as "cityName", c.slug as "citySlug",
  s.name as "stateName", s.slug as "stateSlug", s.abbreviation as "stateAbbreviation"`;

/** A store's city and state, joined as {@link STORE_ROW_COLUMNS} expects them. */
export const STORE_ROW_JOINS = `
    join city c on c.id = st.city_id
    join state s on s.id = c.state_id`;

/** The select list and joins shared by every store query. */
const STORE_ROW_SELECT = `select ${STORE_ROW_COLUMNS} from store st ${STORE_ROW_JOINS}`;

export class StoreRepository extends EntityRepository<Store> {
  async findRowBySlug(slug: string): Promise<StoreRow | null> {
    const [row] = await this.getEntityManager().execute<StoreRow[]>(`${STORE_ROW_SELECT} where st.slug = ?`, [slug]);
    return row ?? null;
  }

  /** A city's stores, most reviewed first (unknown review counts last), then by name. */
  listRowsInCity(cityId: number, limit: number): Promise<StoreRow[]> {
    return this.getEntityManager().execute<StoreRow[]>(
      `${STORE_ROW_SELECT}
        where st.city_id = ?
        order by st.number_of_reviews desc nulls last, st.business_name, st.id
        limit ?`,
      [cityId, limit],
    );
  }
}
