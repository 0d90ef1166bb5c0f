/** A fixed link to a city page, labelled 'City, ST'. */
export interface CityLink {
  label: string;
  path: string;
}

function cityLink(cityName: string, stateAbbreviation: string, path: string): CityLink {
  return { label: `${cityName}, ${stateAbbreviation}`, path };
}

/** The header's 'Popular Cities' dropdown, in the spec's order (the mobile menu shows the first 10). */
export const HEADER_POPULAR_CITIES: readonly CityLink[] = [
  cityLink('Atlanta', 'GA', '/georgia/atlanta'),
  cityLink('Scottsdale', 'AZ', '/arizona/scottsdale'),
  cityLink('Las Vegas', 'NV', '/nevada/las-vegas'),
  cityLink('San Diego', 'CA', '/california/san-diego'),
  cityLink('Seattle', 'WA', '/washington/seattle'),
  cityLink('Dallas', 'TX', '/texas/dallas'),
  cityLink('Nashville', 'TN', '/tennessee/nashville'),
  cityLink('New York', 'NY', '/new-york/new-york'),
  cityLink('Chicago', 'IL', '/illinois/chicago'),
  cityLink('Houston', 'TX', '/texas/houston'),
  cityLink('Los Angeles', 'CA', '/california/los-angeles'),
  cityLink('Denver', 'CO', '/colorado/denver'),
  cityLink('Fort Worth', 'TX', '/texas/fort-worth'),
  cityLink('San Antonio', 'TX', '/texas/san-antonio'),
  cityLink('Phoenix', 'AZ', '/arizona/phoenix'),
  cityLink('Portland', 'OR', '/oregon/portland'),
  cityLink('San Francisco', 'CA', '/california/san-francisco'),
  cityLink('Tampa', 'FL', '/florida/tampa'),
];

/**
 * The footer's cities. Their paths use two-letter state codes, which the server answers with a
 * permanent redirect to the full-name path, so they are plain links rather than in-app navigation.
 */
export const FOOTER_POPULAR_CITIES: readonly CityLink[] = [
  cityLink('Los Angeles', 'CA', '/ca/los-angeles'),
  cityLink('New York', 'NY', '/ny/new-york'),
  cityLink('Chicago', 'IL', '/il/chicago'),
  cityLink('Houston', 'TX', '/tx/houston'),
  cityLink('Philadelphia', 'PA', '/pa/philadelphia'),
  cityLink('Phoenix', 'AZ', '/az/phoenix'),
];

/** How many entries each list shows (spec section 9). */
export const MOBILE_MENU_STATE_COUNT = 10;
export const MOBILE_MENU_CITY_COUNT = 10;
export const FOOTER_STATE_COUNT = 6;
/** The popular cities a not-found screen offers: the header's first. */
export const NOT_FOUND_CITY_COUNT = 6;
export { SITEMAP_CITIES_PER_STATE, SITEMAP_STATE_COUNT } from '@contracts/site.contract';
