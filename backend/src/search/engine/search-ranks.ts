import type { Knex } from '@mikro-orm/postgresql';

/**
 * Ranks, best first (a store takes the best of its matches; docs/architecture.md, "Search"): 0 the
 * name exactly, as typed or with '&' for 'and' (or the ZIP code, or the house number and street);
 * 0.5 a text that only names a city ('jacksonville'): its stores, as in 2; 1 a name that starts
 * with the text; 2 in the city the text names (the biggest of that name, or the one in the state it
 * names), holding the text's other words, then in its namesakes, biggest first (2.01, 2.02, ...);
 * 3 a name that holds every word; 3.5 as 2 (or 0.5) in a city the text names with a typo, which
 * a name holding every word as typed comes before ('elmos boutique': Elmo's Boutique before the
 * boutiques of Elmore); 4 in a city whose name holds every word; 5 in the state the text names;
 * 5.5 in a city whose name holds the last word only as a prefix ('texas' and Texarkana); 6 every
 * word somewhere in the store's document (name, city, state, ZIP, what it sells); 7 and 9 as 3 and
 * 6 with typos forgiven. Within a rank: complete words before a last-word prefix, then more
 * reviews, then the name.
 */
export const RANK = {
  exact: 0,
  placeOnly: 0.5,
  prefix: 1,
  place: 2,
  name: 3,
  placeTypos: 3.5,
  city: 4,
  state: 5,
  cityByPrefix: 5.5,
  words: 6,
  nameTypos: 7,
  typos: 9,
} as const;

/**
 * One kind of match: the stores it finds, and the rank and score it gives them. A store takes the
 * best rank and score of the tiers it is in.
 */
export interface Tier {
  rank: number;
  score: number;
  condition: Knex.Raw;
  /**
   * Cities (two or more) whose stores the tier lists one city after another, in this order (a place
   * and its namesakes): the n-th city's stores rank `rank + (n - 1) / 100`.
   */
  cityOrder?: number[];
  /**
   * Its best `limit` stores' ids in review order, when a statement of its own reads them more
   * cheaply than its condition would (see `namesStarting`); the page takes these instead.
   */
  best?: (limit: number) => Knex.Raw;
}

/**
 * Tiers of different conditions, best first, each condition kept at its best rank and score. A page
 * reads them in this order and stops once the earlier ones fill it (`tierPagesStatement`), which
 * holds as long as a later tier's stores all rank after an earlier one's: its rank or score lower,
 * and a `cityOrder` tier's cities spread less than to the next rank (`NAMESAKES_MAX`).
 */
export function distinctTiers(tiers: Tier[]): Tier[] {
  const seen = new Set<string>();
  return [...tiers]
    .sort((a, b) => a.rank - b.rank || b.score - a.score)
    .filter((tier) => {
      const key = tier.condition.toQuery();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
