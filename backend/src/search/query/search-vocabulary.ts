/**
 * How search reads people's words: the one table of them, for a person to edit (docs/architecture.md,
 * "Search"). Every word is written lowercase, as typed; a trailing period is punctuation ('st.' is 'st').
 * What a store sells is not here: its words are its flags' (`FLAG_SEARCH_WORDS`), which its search
 * document holds too. States are not here either: a state's name and code come from the list of states.
 */

/**
 * Short forms read as their long forms and back: a word of a search also matches each word of its
 * group, in search and in suggestions ('saint louis' finds St. Louis, 'ft worth' Fort Worth).
 */
export const WORD_SYNONYMS: readonly (readonly string[])[] = [
  ['saint', 'st'],
  ['sainte', 'ste'],
  ['fort', 'ft'],
  ['mount', 'mt'],
  ['mountain', 'mtn'],
  ['point', 'pt'],
  ['heights', 'hts'],
];

/**
 * Names people call a place by, read as its name and state ('nyc' is New York, NY): a whole word of
 * the search (or a phrase of words), never part of one.
 */
export const PLACE_NICKNAMES: Readonly<Record<string, string>> = {
  nyc: 'new york ny',
  'new york city': 'new york ny',
  sf: 'san francisco ca',
  'san fran': 'san francisco ca',
  philly: 'philadelphia pa',
  vegas: 'las vegas nv',
  nola: 'new orleans la',
  chitown: 'chicago il',
  'chi town': 'chicago il',
  atl: 'atlanta ga',
  bmore: 'baltimore md',
  okc: 'oklahoma city ok',
  slc: 'salt lake city ut',
  kc: 'kansas city mo',
  'twin cities': 'minneapolis mn',
};

/**
 * Words that say how to look, not what for ("best consignment store in dallas", "used furniture
 * austin"): no store needs to hold them, so a search leaves them out of what stores must match (a
 * store whose name holds them still comes first: its name is matched as typed). The words the
 * database's text search leaves out anyway ('the', 'in', 'of': its stop words) and those every
 * store holds ('store', 'shop', 'consignment': `STORE_SEARCH_WORDS`) need no place here.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'near',
  'nearby',
  'around',
  'close',
  'closest',
  'nearest',
  'best',
  'top',
  'good',
  'great',
  'cheap',
  'affordable',
  'local',
  'used',
  'find',
  'place',
  'places',
  'location',
  'locations',
  'shopping',
  'open',
  'today',
  'area',
]);

/** Phrases that ask for the visitor's own position, as the Near me button does. */
export const NEAR_ME_PHRASES: readonly string[] = [
  'near me',
  'close to me',
  'around me',
  'nearby me',
  'by me',
  'near my location',
  'nearby',
];

/**
 * Words that name a kind of street: a number before words ending in one of them is a house number
 * ('66643 dogwood ln'), not a ZIP code.
 */
export const STREET_WORDS: ReadonlySet<string> = new Set([
  'st',
  'street',
  'ave',
  'avenue',
  'rd',
  'road',
  'dr',
  'drive',
  'ln',
  'lane',
  'blvd',
  'boulevard',
  'way',
  'ct',
  'court',
  'pl',
  'place',
  'pkwy',
  'parkway',
  'hwy',
  'highway',
  'cir',
  'circle',
  'ter',
  'terrace',
  'trl',
  'trail',
  'sq',
  'square',
  'pike',
  'row',
  'loop',
]);
