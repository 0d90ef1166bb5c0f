import type { StoreFlag } from '../contracts/api.contract';

/** A store row with its city and state, as every store query returns it (search's too). */
export type StoreRow = {
  id: number;
  slug: string;
  businessName: string;
  address: string;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
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
  st.latitude, st.longitude, st.time_zone as "timeZone", st.phone, st.website, st.photo,
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
