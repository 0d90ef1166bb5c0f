import tzLookup from '@photostructure/tz-lookup';

/**
 * Each state's principal IANA time zone (where most of its people live): a store's zone when its
 * coordinates cannot give one. The only table of its kind; `storeTimeZone` is its only reader.
 */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** Where a store is: its coordinates, if any, and its state's two-letter code. */
export interface StorePlace {
  latitude?: number | null;
  longitude?: number | null;
  state: string;
}

/**
 * Coordinates that place a store: numbers in range, neither zero (the rule the map applies too:
 * a zero is a missing value written as a number).
 */
function usable(latitude: number | null | undefined, longitude: number | null | undefined): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    latitude !== 0 &&
    longitude !== 0
  );
}

/** The zones of the 50 states and DC: the tz database's `zone.tab` entries for the US. */
export const US_TIME_ZONES: ReadonlySet<string> = new Set([
  'America/New_York',
  'America/Detroit',
  'America/Kentucky/Louisville',
  'America/Kentucky/Monticello',
  'America/Indiana/Indianapolis',
  'America/Indiana/Vincennes',
  'America/Indiana/Winamac',
  'America/Indiana/Marengo',
  'America/Indiana/Petersburg',
  'America/Indiana/Vevay',
  'America/Chicago',
  'America/Indiana/Tell_City',
  'America/Indiana/Knox',
  'America/Menominee',
  'America/North_Dakota/Center',
  'America/North_Dakota/New_Salem',
  'America/North_Dakota/Beulah',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'Pacific/Honolulu',
]);

/**
 * Where else to look, in degrees from the store, nearest first (rings of 8 points 5, 10 and 20 km
 * or so away): tz-lookup's borders are coarse, and a store in El Paso, Brownsville or Eastport may
 * land in Ciudad Juárez, Matamoros or New Brunswick.
 */
const NEARBY_STEPS: ReadonlyArray<readonly [number, number]> = [0.05, 0.1, 0.2].flatMap((step) =>
  [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ].map(([north, east]) => [north! * step, east! * step] as const),
);

/**
 * A store's IANA time zone: the US zone of its coordinates (`@photostructure/tz-lookup`, about half
 * a microsecond), or of the nearest point around them that has one when they fall just across a
 * border or a coast; else, and without usable coordinates, its state's principal zone. The one way
 * every writer of the store table (the importer, the migration that added the column) gives a store
 * its zone.
 */
export function storeTimeZone({ latitude, longitude, state }: StorePlace): string {
  if (usable(latitude, longitude)) {
    const zone = tzLookup(latitude!, longitude!);
    if (US_TIME_ZONES.has(zone)) return zone;
    for (const [north, east] of NEARBY_STEPS) {
      const nearby = tzLookup(Math.max(-90, Math.min(90, latitude! + north)), longitude! + east);
      if (US_TIME_ZONES.has(nearby)) return nearby;
    }
  }
  const zone = STATE_TIME_ZONES[state];
  if (!zone) throw new Error(`No time zone for the state '${state}'`);
  return zone;
}
