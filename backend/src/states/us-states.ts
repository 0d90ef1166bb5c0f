/** The 50 states and the District of Columbia: the directory's fixed reference list. */
export interface UsState {
  name: string;
  slug: string;
  abbreviation: string;
}

const NAMES_BY_ABBREVIATION: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export const US_STATES: readonly UsState[] = Object.entries(NAMES_BY_ABBREVIATION)
  .map(([abbreviation, name]) => ({ name, abbreviation, slug: name.toLowerCase().replace(/ /g, '-') }))
  .sort((left, right) => left.name.localeCompare(right.name));

const byCode = new Map<string, UsState>();
for (const state of US_STATES) {
  byCode.set(state.abbreviation.toLowerCase(), state);
  byCode.set(state.name.toLowerCase(), state);
  byCode.set(state.slug, state);
}

/** Finds a state by two-letter code, name or slug, in any letter case. */
export function findUsState(nameOrCode: string): UsState | undefined {
  return byCode.get(nameOrCode.trim().toLowerCase().replace(/\s+/g, ' '));
}
