/**
 * Generated items for sale in sample stores ("Shop the racks"), as a store's own feed would list them:
 * which stores carry a feed, and each one's items. Pure and deterministic: everything comes from the
 * store's id through a small seeded generator (mulberry32), so the same store always lists the same
 * items, and the items of all 6,200 sample stores take a few milliseconds.
 */
import { PRODUCT_FLAGS, type ProductFlag } from '../../contracts/api.contract';

export const ITEM_CONDITIONS = ['new with tags', 'like new', 'gently used', 'well loved'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

export interface SampleItem {
  /** Stable per store and item: `sample-${storeId}-${n}`. */
  externalId: string;
  title: string;
  /** One or two plain sentences. */
  description: string;
  /** US dollars, at most two decimals. */
  price: number;
  /** One of the store's product flags (for a store with none, sellMerchandise or sellGiftItems). */
  category: ProductFlag;
  brand: string | null;
  /** Clothing and shoe sizes, ring sizes, furniture's dimensions ('60 x 18 x 32 in'), or null. */
  size: string | null;
  condition: ItemCondition;
  /** How many hours before the load the item was first seen (0..30 days), so "seen 3 hours ago" varies. */
  hoursAgo: number;
}

export interface SampleStoreForItems {
  id: number;
  cityId: number;
  numberOfReviews: number | null;
  products: readonly ProductFlag[];
}

/** The share of stores whose id hashes into a feed. */
const FEED_SHARE = 0.2;
/** A city with at least this many stores always has one store with a feed. */
const CITY_WITH_FEED_MINIMUM_STORES = 5;
const MINIMUM_ITEMS = 10;
const MAXIMUM_ITEMS = 60;
const MAXIMUM_HOURS_AGO = 30 * 24;
const MAXIMUM_TITLE_LENGTH = 120;
const MAXIMUM_DESCRIPTION_LENGTH = 400;
/** What a store that names no product sells in its feed. */
const FALLBACK_CATEGORIES: readonly ProductFlag[] = ['sellMerchandise', 'sellGiftItems'];
/** Salts, so that which stores carry a feed and what they list vary apart. */
const FEED_SALT = 0x5eed_f00d;
const ITEM_SALT = 0x17e3_5a1e;

/** A 32-bit hash of `value` (murmur3's finalizer), spread evenly even for consecutive ids. */
function hash32(value: number, salt: number): number {
  let hash = Math.imul(value ^ salt, 0x9e3779b1);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** mulberry32: a tiny, fast generator of numbers in [0, 1), the same sequence for the same seed. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(options: readonly T[], random: Random): T => options[Math.floor(random() * options.length)]!;

/**
 * Which stores carry a sample feed: about one in five, by a hash of the id, and in every city with
 * 5 or more stores of which none was drawn, its most reviewed store (the lowest id among equals).
 */
export function storesWithSampleFeeds(stores: readonly SampleStoreForItems[]): Set<number> {
  const picked = new Set<number>();
  const threshold = FEED_SHARE * 2 ** 32;
  const byCity = new Map<number, SampleStoreForItems[]>();
  for (const store of stores) {
    if (hash32(store.id, FEED_SALT) < threshold) picked.add(store.id);
    const city = byCity.get(store.cityId);
    if (city) city.push(store);
    else byCity.set(store.cityId, [store]);
  }
  for (const city of byCity.values()) {
    if (city.length < CITY_WITH_FEED_MINIMUM_STORES || city.some((store) => picked.has(store.id))) continue;
    let best = city[0]!;
    for (const store of city) {
      const reviews = store.numberOfReviews ?? -1;
      const bestReviews = best.numberOfReviews ?? -1;
      if (reviews > bestReviews || (reviews === bestReviews && store.id < best.id)) best = store;
    }
    picked.add(best.id);
  }
  return picked;
}

/** A piece's size in inches (width, depth, height), each varied a little from item to item. */
interface Dimensions {
  inches: readonly [number, number, number];
}

/** One kind of item: what it is called, what it costs, and what overrides its category's vocabulary. */
interface ItemKind {
  nouns: readonly string[];
  /** How often this kind is drawn against the others of its category (1 unless said). */
  weight?: number;
  /** The price range in dollars for a plain, like-new one (brands and materials move it). */
  price: readonly [number, number];
  styles?: readonly string[];
  styleShare?: number;
  materials?: readonly string[];
  materialShare?: number;
  brands?: readonly string[];
  brandShare?: number;
  /** Who it is for ("Women's", "Kids'"), the title's first word; '' for none. */
  audiences?: readonly string[];
  /** The sizes it comes in, or its dimensions; none: size null. */
  sizes?: readonly string[] | Dimensions;
  /** A brand's own lines ('Willow Leather') stand in for style and material, where the brand has them. */
  lines?: boolean;
}

interface CategoryVocabulary {
  kinds: readonly ItemKind[];
  styles: readonly string[];
  styleShare: number;
  materials: readonly string[];
  materialShare: number;
  brands: readonly string[];
  brandShare: number;
  /** Price factors of words in the title: a brand, a style or a material dearer or cheaper than most. */
  priceFactors?: Readonly<Record<string, number>>;
  /** Brands' lines for kinds with `lines` (bags): "Coach Willow Leather Shoulder Bag". */
  brandLines?: Readonly<Record<string, readonly string[]>>;
  /** The description's first sentence, any of them true of any item of the category. */
  notes: readonly string[];
  /** Weights of ITEM_CONDITIONS, in order. */
  conditionWeights: readonly [number, number, number, number];
}

const LETTER_SIZES = ['XS', 'S', 'M', 'M', 'L', 'L', 'XL'];
const MENS_LETTER_SIZES = ['S', 'M', 'L', 'L', 'XL', 'XXL'];
const WOMENS_NUMERIC_SIZES = ['0', '2', '4', '6', '8', '8', '10', '10', '12', '14', '16'];
const DRESS_SIZES = ['2', '4', '6', '8', '10', '12', '14', 'S', 'M', 'L'];
const WOMENS_JEANS_SIZES = ['24', '25', '26', '27', '28', '29', '30', '31', '32'];
const MENS_JEANS_SIZES = ['30 x 30', '32 x 30', '32 x 32', '33 x 32', '34 x 30', '34 x 32', '36 x 32', '38 x 30'];
const WOMENS_SHOE_SIZES = ['6', '6.5', '7', '7.5', '8', '8', '8.5', '9', '9.5', '10'];
const MENS_SHOE_SIZES = ['8', '8.5', '9', '9.5', '10', '10.5', '11', '12', '13'];
const KIDS_SHOE_SIZES = ['9', '10', '11', '12', '13', '1', '2', '3', '4', '5', '6'];
const KIDS_SIZES = ['2T', '3T', '4T', '5', '6', '7', '8', '10', '12'];
const RING_SIZES = ['5', '5.5', '6', '6.5', '7', '7', '7.5', '8', '9'];
const RUG_SIZES = ['3 x 5 ft', '5 x 7 ft', '5 x 8 ft', '8 x 10 ft', '9 x 12 ft'];
const COLORS = ['Black', 'Navy', 'Gray', 'Camel', 'Olive', 'Red', 'Cream', 'Charcoal', 'Burgundy', 'Blue'];
const UPHOLSTERY = ['Velvet', 'Leather', 'Linen', 'Tweed', 'Teak', 'Walnut'];
const COMMON_CONDITIONS: CategoryVocabulary['conditionWeights'] = [12, 33, 42, 13];
const FURNITURE_CONDITIONS: CategoryVocabulary['conditionWeights'] = [4, 30, 50, 16];
/** Antiques and books are never sold with tags. */
const OLD_THINGS_CONDITIONS: CategoryVocabulary['conditionWeights'] = [0, 30, 50, 20];

const FURNITURE: CategoryVocabulary = {
  kinds: [
    {
      nouns: ['Dresser', 'Dresser', 'Six-Drawer Dresser', 'Nine-Drawer Dresser', 'Tall Dresser', 'Lowboy Dresser', 'Dresser with Mirror'],
      weight: 6,
      price: [140, 900],
      sizes: { inches: [60, 18, 32] },
    },
    { nouns: ['Sideboard', 'Buffet', 'Credenza'], weight: 2, price: [180, 1100], sizes: { inches: [66, 18, 33] } },
    {
      nouns: ['Armchair', 'Wingback Chair', 'Club Chair', 'Accent Chair', 'Lounge Chair'],
      weight: 2,
      price: [70, 600],
      materials: UPHOLSTERY,
      sizes: { inches: [30, 32, 34] },
    },
    {
      nouns: ['Dining Set', 'Dining Table with Four Chairs', 'Drop-Leaf Dining Table', 'Trestle Dining Table'],
      weight: 2,
      price: [220, 1400],
      sizes: { inches: [60, 38, 30] },
    },
    { nouns: ['Bookcase', 'Barrister Bookcase', 'Bookshelf', 'Etagere'], weight: 2, price: [50, 450], sizes: { inches: [36, 12, 72] } },
    { nouns: ['Nightstand', 'Pair of Nightstands', 'Bedside Table'], weight: 2, price: [40, 380], sizes: { inches: [22, 16, 26] } },
    { nouns: ['Coffee Table', 'Side Table', 'End Table', 'Console Table'], weight: 2, price: [40, 420], sizes: { inches: [48, 24, 18] } },
    {
      nouns: ['Sofa', 'Loveseat', 'Sectional Sofa', 'Settee'],
      weight: 2,
      price: [180, 1500],
      materials: UPHOLSTERY.slice(0, 4),
      sizes: { inches: [84, 36, 34] },
    },
    { nouns: ['Writing Desk', 'Rolltop Desk', 'Executive Desk', 'Secretary Desk'], price: [80, 750], sizes: { inches: [48, 24, 30] } },
    { nouns: ['China Cabinet', 'Hutch', 'Curio Cabinet'], price: [140, 900], sizes: { inches: [44, 16, 78] } },
    {
      nouns: ['Hope Chest', 'Blanket Chest'],
      price: [70, 420],
      materials: ['Cedar', 'Oak', 'Pine', 'Walnut'],
      sizes: { inches: [42, 18, 22] },
    },
    { nouns: ['Queen Bed Frame', 'King Headboard', 'Four-Poster Bed', 'Twin Bed Frame'], price: [90, 900] },
    { nouns: ['Rocking Chair', 'Set of Four Dining Chairs', 'Bar Stools, Pair'], price: [40, 380], sizes: { inches: [20, 22, 38] } },
  ],
  styles: [
    'Mid-Century',
    'Mid-Century',
    'Mid-Century Modern',
    'Farmhouse',
    'Traditional',
    'Modern',
    'Vintage',
    'Rustic',
    'Danish Modern',
    'Colonial',
  ],
  styleShare: 0.6,
  materials: ['Walnut', 'Walnut', 'Oak', 'Solid Oak', 'Cherry', 'Maple', 'Teak', 'Pine', 'Mahogany', 'Painted', 'White Lacquer'],
  materialShare: 0.75,
  brands: [
    'Ethan Allen',
    'Pottery Barn',
    'Broyhill',
    'Drexel',
    'Lane',
    'West Elm',
    'Thomasville',
    'Bassett',
    'Crate & Barrel',
    'Stanley',
    'Restoration Hardware',
    'Henredon',
  ],
  brandShare: 0.45,
  priceFactors: {
    'Restoration Hardware': 1.6,
    Henredon: 1.5,
    'Ethan Allen': 1.3,
    Drexel: 1.25,
    'Pottery Barn': 1.2,
    Thomasville: 1.15,
    Teak: 1.2,
    Walnut: 1.15,
    Pine: 0.8,
    Painted: 0.8,
  },
  notes: [
    'Solid construction, sturdy and level.',
    'Comes from a smoke-free home.',
    'A classic piece that fits almost any room.',
    'Clean and ready for its next home.',
    'Pickup at the store; local delivery can be arranged for a fee.',
    'Well made, with the quality you rarely find new at this price.',
  ],
  conditionWeights: FURNITURE_CONDITIONS,
};

const CLOTHING: CategoryVocabulary = {
  kinds: [
    {
      nouns: ['Wool Coat', 'Peacoat', 'Trench Coat', 'Puffer Jacket', 'Down Parka', 'Rain Jacket', 'Fleece Jacket', 'Denim Jacket'],
      weight: 3,
      price: [22, 140],
      audiences: ["Women's", "Men's"],
      brands: ['Patagonia', 'The North Face', 'J.Crew', 'L.L.Bean', 'Columbia', 'Banana Republic', 'Eddie Bauer', "Levi's"],
      sizes: LETTER_SIZES,
    },
    {
      nouns: ['Jeans', 'Skinny Jeans', 'Straight-Leg Jeans', 'Bootcut Jeans', 'High-Rise Jeans', 'Wide-Leg Jeans'],
      weight: 2,
      price: [14, 68],
      audiences: ["Women's"],
      styles: ['Dark Wash', 'Light Wash', 'Black', 'Vintage'],
      brands: ["Levi's", 'Madewell', 'J.Crew', 'Gap', 'AG', 'Lucky Brand', 'Paige'],
      brandShare: 0.85,
      sizes: WOMENS_JEANS_SIZES,
    },
    {
      nouns: ['Jeans', 'Straight-Leg Jeans', 'Relaxed Fit Jeans', 'Slim Fit Jeans', 'Carpenter Jeans'],
      weight: 2,
      price: [14, 60],
      audiences: ["Men's"],
      styles: ['Dark Wash', 'Light Wash', 'Black', 'Rinse'],
      brands: ["Levi's", 'Wrangler', 'Carhartt', 'Lucky Brand', 'J.Crew'],
      brandShare: 0.85,
      sizes: MENS_JEANS_SIZES,
    },
    {
      nouns: ['Wrap Dress', 'Maxi Dress', 'Sundress', 'Shirt Dress', 'Sweater Dress', 'Cocktail Dress', 'Midi Dress'],
      weight: 3,
      price: [14, 95],
      styles: ['Floral', 'Black', 'Striped', 'Linen', 'Silk', 'Navy', 'Polka Dot', 'Emerald'],
      styleShare: 0.8,
      brands: ['J.Crew', 'Madewell', 'Anthropologie', 'Free People', 'Banana Republic', 'Loft', 'Eileen Fisher', 'Reformation'],
      sizes: DRESS_SIZES,
    },
    {
      nouns: ['Blouse', 'Cardigan', 'Cashmere Sweater', 'Turtleneck', 'Silk Tank', 'Linen Shirt'],
      weight: 2,
      price: [10, 70],
      audiences: ["Women's"],
      brands: ['J.Crew', 'Madewell', 'Eileen Fisher', 'Ann Taylor', 'Talbots', 'Everlane', 'Vince'],
      sizes: [...LETTER_SIZES, ...WOMENS_NUMERIC_SIZES.slice(2, 8)],
    },
    {
      nouns: ['Flannel Shirt', 'Button-Down Shirt', 'Quarter-Zip Pullover', 'Crewneck Sweater', 'Polo Shirt'],
      weight: 2,
      price: [10, 60],
      audiences: ["Men's"],
      brands: ['L.L.Bean', 'J.Crew', 'Patagonia', 'Brooks Brothers', 'Ralph Lauren', 'Vineyard Vines'],
      sizes: MENS_LETTER_SIZES,
    },
    {
      nouns: ['Work Jacket', 'Chore Coat', 'Bib Overalls', 'Hooded Sweatshirt', 'Canvas Vest'],
      price: [18, 85],
      audiences: ["Men's"],
      styles: ['Brown', 'Black', 'Tan', 'Moss', 'Duck Canvas'],
      brands: ['Carhartt', 'Dickies', 'Duluth Trading'],
      brandShare: 0.9,
      sizes: MENS_LETTER_SIZES,
    },
    {
      nouns: ['Snow Boots', 'Winter Boots', 'Rain Boots'],
      weight: 2,
      price: [10, 45],
      audiences: ["Kids'"],
      brands: ['Sorel', 'Columbia', 'Kamik', 'L.L.Bean', 'Bogs'],
      brandShare: 0.85,
      styleShare: 0.3,
      sizes: KIDS_SHOE_SIZES,
    },
    {
      nouns: ['Winter Coat', 'Snowsuit', 'Fleece Jacket', 'Rain Jacket', 'Pajama Set', 'Hoodie'],
      weight: 2,
      price: [6, 45],
      audiences: ["Kids'", "Girls'", "Boys'"],
      brands: ["Carter's", 'OshKosh', 'Gap Kids', 'Hanna Andersson', 'Patagonia', 'The North Face', 'Columbia'],
      sizes: KIDS_SIZES,
    },
    {
      nouns: ['Ankle Boots', 'Riding Boots', 'Ballet Flats', 'Sneakers', 'Hiking Boots', 'Sandals', 'Snow Boots', 'Clogs'],
      weight: 2,
      price: [14, 120],
      audiences: ["Women's"],
      brands: ['Sorel', 'Frye', 'Clarks', 'Dansko', 'Birkenstock', 'Nike', 'Merrell', 'UGG'],
      brandShare: 0.85,
      sizes: WOMENS_SHOE_SIZES,
    },
    {
      nouns: ['Chukka Boots', 'Work Boots', 'Loafers', 'Hiking Boots', 'Running Shoes', 'Oxfords'],
      price: [18, 150],
      audiences: ["Men's"],
      brands: ['Red Wing', 'Timberland', 'Clarks', 'Allen Edmonds', 'Merrell', 'Nike', 'Sperry'],
      brandShare: 0.85,
      sizes: MENS_SHOE_SIZES,
    },
  ],
  styles: COLORS,
  styleShare: 0.55,
  materials: [],
  materialShare: 0,
  brands: [],
  brandShare: 0.7,
  priceFactors: {
    Patagonia: 1.4,
    'The North Face': 1.3,
    'Allen Edmonds': 1.5,
    'Red Wing': 1.5,
    Frye: 1.4,
    Reformation: 1.3,
    Vince: 1.4,
    Paige: 1.3,
  },
  notes: [
    'Freshly cleaned and ready to wear.',
    'From a smoke-free home.',
    'Fits true to size.',
    'A closet staple that goes with everything.',
    'Checked over by our staff before it went on the rack.',
  ],
  conditionWeights: COMMON_CONDITIONS,
};

const ANTIQUES: CategoryVocabulary = {
  kinds: [
    { nouns: ['Washstand', 'Dry Sink', 'Commode'], price: [120, 650], sizes: { inches: [32, 18, 30] } },
    { nouns: ['Pie Safe', 'Jelly Cupboard', 'Secretary Desk', 'Icebox'], price: [180, 950], sizes: { inches: [40, 18, 60] } },
    { nouns: ['Hall Tree', 'Hat Rack'], price: [120, 700], sizes: { inches: [30, 14, 78] } },
    { nouns: ['Rocking Chair', 'Side Chair', "Child's Rocker"], price: [60, 380] },
    { nouns: ['Steamer Trunk', 'Camelback Trunk', 'Dome-Top Trunk'], price: [60, 380], materials: ['Pine', 'Tin', 'Leather-Bound', 'Oak'] },
    {
      nouns: ['Skillet', 'Skillet No. 8', 'Dutch Oven', 'Corn Stick Pan'],
      weight: 2,
      price: [18, 140],
      materials: ['Cast Iron'],
      materialShare: 1,
      brands: ['Griswold', 'Wagner'],
      brandShare: 0.55,
      styleShare: 0.2,
    },
    { nouns: ['Doorstop', 'Still Bank', 'Trivet', 'Boot Scraper'], price: [15, 110], materials: ['Cast Iron'], materialShare: 1 },
    {
      nouns: ['Mantel Clock', 'Wall Clock', 'Regulator Clock', 'Shelf Clock'],
      price: [45, 380],
      materials: ['Oak', 'Walnut', 'Mahogany', 'Brass'],
      brands: ['Seth Thomas', 'Ingraham', 'Ansonia', 'Sessions'],
      brandShare: 0.5,
    },
    {
      nouns: ['Pocket Watch'],
      price: [60, 360],
      materials: ['Gold-Filled', 'Silver', 'Nickel'],
      brands: ['Waltham', 'Elgin', 'Hamilton'],
      brandShare: 0.8,
    },
    {
      nouns: ['Crock', 'Butter Churn', 'Jug', 'Pitcher and Bowl Set'],
      weight: 2,
      price: [25, 240],
      materials: ['Stoneware', 'Salt-Glazed Stoneware', 'Ironstone'],
      materialShare: 0.9,
      brands: ['Red Wing'],
      brandShare: 0.3,
    },
    {
      nouns: ['Candy Dish', 'Cake Plate', 'Punch Bowl Set', 'Pitcher', 'Vase', 'Butter Dish'],
      price: [10, 95],
      materials: ['Depression Glass', 'Pressed Glass', 'Milk Glass', 'Carnival Glass', 'Cut Glass'],
      materialShare: 1,
    },
    { nouns: ['Oil Lamp', 'Hurricane Lamp', 'Railroad Lantern'], price: [25, 180], materials: ['Brass', 'Glass', 'Tin', 'Copper'] },
    { nouns: ['Quilt', 'Hooked Rug', 'Needlepoint Sampler'], price: [40, 320], materials: ['Hand-Stitched', 'Feed Sack', 'Wool'] },
    { nouns: ['Treadle Sewing Machine', 'Sewing Machine'], price: [60, 320], brands: ['Singer'], brandShare: 0.8, materials: [] },
    {
      nouns: ['Dough Bowl', 'Wash Tub', 'Kitchen Scale', 'Butter Mold', 'Apple Crate'],
      price: [15, 170],
      materials: ['Wooden', 'Galvanized', 'Hand-Carved', 'Pine'],
    },
    { nouns: ['Wall Mirror', 'Beveled Mirror', 'Vanity Mirror'], price: [30, 400], materials: ['Gilded', 'Oak', 'Walnut', 'Brass'] },
    { nouns: ['Framed Oil Painting', 'Landscape Print', 'Tintype Photograph'], price: [20, 360], materials: [] },
  ],
  styles: [
    'Victorian',
    'Victorian',
    'Edwardian',
    'Eastlake',
    'Art Deco',
    'Art Nouveau',
    'Early American',
    'Primitive',
    'Arts and Crafts',
    '1920s',
    '1940s',
    'Antique',
  ],
  styleShare: 0.7,
  materials: ['Oak', 'Oak', 'Tiger Oak', 'Walnut', 'Pine', 'Mahogany', 'Chestnut', 'Gilded', 'Brass'],
  materialShare: 0.7,
  brands: [],
  brandShare: 0,
  priceFactors: { Griswold: 1.5, 'Red Wing': 1.4, 'Seth Thomas': 1.2, 'Tiger Oak': 1.2, 'Gold-Filled': 1.3 },
  notes: [
    'A genuine antique with real patina.',
    'Authentic piece with its original finish.',
    'Lots of character and history.',
    'A true conversation piece.',
    'Sourced from a local estate.',
  ],
  conditionWeights: OLD_THINGS_CONDITIONS,
};

const JEWELRY: CategoryVocabulary = {
  kinds: [
    { nouns: ['Pendant Necklace', 'Chain Necklace', 'Locket Necklace', 'Charm Necklace', 'Bar Necklace'], weight: 2, price: [14, 160] },
    { nouns: ['Charm Bracelet', 'Bangle', 'Cuff Bracelet', 'Tennis Bracelet', 'Beaded Bracelet'], weight: 2, price: [14, 180] },
    { nouns: ['Hoop Earrings', 'Stud Earrings', 'Drop Earrings', 'Statement Earrings', 'Huggie Earrings'], weight: 2, price: [10, 120] },
    { nouns: ['Ring', 'Band Ring', 'Cocktail Ring', 'Signet Ring', 'Stacking Ring'], weight: 2, price: [14, 200], sizes: RING_SIZES },
    {
      nouns: ['Brooch', 'Pin', 'Clip-On Earrings'],
      price: [8, 65],
      styles: ['Vintage', 'Rhinestone', 'Enamel', 'Mid-Century'],
      styleShare: 0.9,
      materials: ['Gold-Tone', 'Silver-Tone'],
      brands: ['Monet', 'Trifari', 'Napier', 'Sarah Coventry'],
      brandShare: 0.6,
    },
    {
      nouns: ['Watch', 'Chronograph Watch', 'Dress Watch'],
      price: [28, 260],
      audiences: ["Women's", "Men's"],
      styles: [],
      materials: ['Stainless Steel', 'Gold-Tone', 'Two-Tone', 'Leather Strap'],
      brands: ['Fossil', 'Seiko', 'Citizen', 'Movado', 'Michael Kors', 'Timex'],
      brandShare: 0.85,
    },
  ],
  styles: ['Vintage', 'Dainty', 'Layered', 'Chunky', 'Art Deco', 'Minimalist', 'Southwestern', 'Handmade'],
  styleShare: 0.35,
  materials: [
    'Sterling Silver',
    'Sterling Silver',
    'Gold-Filled',
    'Gold-Filled',
    '14K Gold',
    '10K Gold',
    'Rose Gold-Tone',
    'Turquoise and Sterling Silver',
    'Freshwater Pearl',
    'Silver-Tone',
  ],
  materialShare: 0.95,
  brands: ['Pandora', 'Kendra Scott', 'James Avery', 'Brighton', 'Alex and Ani', 'David Yurman', 'Tiffany & Co.'],
  brandShare: 0.5,
  priceFactors: {
    'David Yurman': 3,
    'Tiffany & Co.': 2.5,
    Movado: 1.8,
    'James Avery': 1.2,
    'Kendra Scott': 0.8,
    Brighton: 0.8,
    'Alex and Ani': 0.5,
    '14K Gold': 2.5,
    '10K Gold': 1.8,
    'Silver-Tone': 0.4,
    'Gold-Tone': 0.5,
    'Rose Gold-Tone': 0.5,
  },
  notes: [
    'Cleaned and polished.',
    'Comes in a gift box.',
    'Stamped and tested.',
    'A lovely everyday piece.',
    'Photographed under natural light.',
  ],
  conditionWeights: COMMON_CONDITIONS,
};

const BOOKS: CategoryVocabulary = {
  kinds: [
    {
      nouns: ['Mystery Novel', 'Western Novel', 'Science Fiction Novel', 'Historical Novel', 'Thriller', 'Romance Novel', 'Literary Novel'],
      weight: 3,
      price: [3, 45],
      styles: ['First Edition', 'First Edition', 'Signed First Edition', 'Book Club Edition', 'Vintage'],
      styleShare: 0.85,
      materials: ['Hardcover', 'Hardcover', 'Paperback'],
      materialShare: 0.9,
    },
    {
      nouns: ['Cookbook'],
      weight: 2,
      price: [4, 28],
      styles: ['Hardcover', 'Hardcover', 'Spiral-Bound', 'Vintage Hardcover'],
      styleShare: 0.9,
      materials: ['Southern Baking', 'Italian', 'Barbecue', 'Vegetarian', 'Holiday Baking', 'Cajun and Creole', 'French', 'Slow Cooker'],
      materialShare: 0.7,
    },
    {
      nouns: [
        "Children's Picture Book Set",
        'Chapter Book Box Set',
        'Nancy Drew Hardcover Set',
        'Hardy Boys Hardcover Set',
        'Little House on the Prairie Box Set',
        'Harry Potter Paperback Box Set',
      ],
      price: [8, 48],
      styles: [],
      materials: [],
    },
    {
      nouns: [
        'Civil War History',
        'Presidential Biography',
        'Field Guide to Birds',
        'World Atlas',
        'Art Book',
        'Photography Book',
        'Garden Book',
      ],
      weight: 2,
      price: [5, 45],
      styles: ['Hardcover', 'Illustrated Hardcover', 'Oversized Hardcover', 'First Edition', 'Coffee Table'],
      styleShare: 0.85,
      materials: [],
    },
    {
      nouns: ['Leather-Bound Classics Set', 'Encyclopedia Set', 'Family Bible', 'Poetry Collection'],
      price: [15, 180],
      styles: ['Antique', 'Vintage', 'Gilt-Edged'],
      styleShare: 0.7,
      materials: [],
    },
  ],
  styles: [],
  styleShare: 0,
  materials: [],
  materialShare: 0,
  brands: [],
  brandShare: 0,
  priceFactors: { 'Signed First Edition': 3.5, 'First Edition': 1.5, Paperback: 0.5, 'Book Club Edition': 0.5, Antique: 1.4 },
  notes: [
    'Pages clean and binding tight.',
    'Dust jacket included.',
    'From a private collection.',
    'A great addition to any shelf.',
    'No writing or highlighting inside.',
  ],
  conditionWeights: OLD_THINGS_CONDITIONS,
};

const GIFT_ITEMS: CategoryVocabulary = {
  kinds: [
    {
      nouns: ['Scented Candle', 'Three-Wick Candle', 'Candle Set'],
      weight: 2,
      price: [6, 32],
      styles: ['Balsam and Cedar', 'Vanilla', 'Lavender', 'Sea Salt', 'Fresh Linen', 'Pumpkin Spice'],
      styleShare: 0.8,
      materials: [],
      brands: ['Yankee Candle', 'Bath & Body Works', 'Voluspa', 'Nest'],
      brandShare: 0.6,
    },
    {
      nouns: ['Picture Frame', 'Frame Set', 'Photo Album'],
      price: [5, 38],
      materials: ['Silver-Plated', 'Wooden', 'Enamel', 'Rattan', 'Leather'],
    },
    {
      nouns: ['Throw Blanket', 'Decorative Pillow', 'Pillow Cover Set'],
      weight: 2,
      price: [10, 85],
      materials: ['Knit', 'Faux Fur', 'Cotton', 'Chenille', 'Wool', 'Velvet'],
      brands: ['Pottery Barn', 'Barefoot Dreams', 'Magnolia', 'Anthropologie'],
    },
    {
      nouns: ['Mug Set', 'Tea Set', 'Serving Tray', 'Cake Stand', 'Cheese Board', 'Salad Bowl'],
      weight: 2,
      price: [8, 60],
      materials: ['Ceramic', 'Stoneware', 'Porcelain', 'Acacia Wood', 'Marble'],
      brands: ['Mud Pie', 'Magnolia', 'Anthropologie', 'Rae Dunn', 'Nora Fleming'],
    },
    {
      nouns: ['Figurine', 'Vase', 'Wind Chime', 'Music Box', 'Snow Globe', 'Wall Art Print', 'Ornament Set'],
      weight: 2,
      price: [6, 75],
      brands: ['Willow Tree', 'Department 56', 'Lenox', 'Hallmark', 'Precious Moments'],
    },
    { nouns: ['Jewelry Box', 'Keepsake Box', 'Trinket Dish'], price: [8, 48], materials: ['Wooden', 'Leather', 'Ceramic', 'Velvet-Lined'] },
    {
      nouns: ['Greeting Card Set', 'Journal', 'Stationery Set', 'Desk Calendar'],
      price: [4, 26],
      brands: ['Hallmark', 'Papyrus', 'Rifle Paper Co.', 'Moleskine'],
      brandShare: 0.6,
    },
  ],
  styles: ['Handmade', 'Holiday', 'Farmhouse', 'Vintage', 'Hand-Painted', 'Boho', 'Coastal', 'Floral'],
  styleShare: 0.4,
  materials: [],
  materialShare: 0.5,
  brands: [],
  brandShare: 0.4,
  priceFactors: { Lenox: 1.5, 'Department 56': 1.3, 'Barefoot Dreams': 1.6, Nest: 1.5, 'Nora Fleming': 1.3 },
  notes: ['Makes a lovely gift.', 'Perfect for a housewarming or a birthday.', 'Cheerful and ready to give.', 'A sweet little find.'],
  conditionWeights: COMMON_CONDITIONS,
};

const PREMIUM_BRANDS: CategoryVocabulary = {
  kinds: [
    {
      nouns: ['Shoulder Bag', 'Crossbody Bag', 'Tote', 'Satchel', 'Hobo Bag', 'Clutch', 'Backpack', 'Bucket Bag'],
      weight: 5,
      price: [90, 280],
      lines: true,
    },
    { nouns: ['Wallet', 'Card Case', 'Zip-Around Wallet', 'Wristlet'], weight: 2, price: [30, 110], lines: true },
    {
      nouns: ['Ballet Flats', 'Loafers', 'Pumps', 'Riding Boots', 'Slides', 'Sneakers', 'Ankle Boots'],
      weight: 3,
      price: [55, 220],
      materials: ['Leather', 'Suede', 'Patent Leather'],
      brands: ['Tory Burch', 'Gucci', 'Ferragamo', 'Kate Spade', 'Coach', 'Prada', 'Stuart Weitzman', 'Louis Vuitton'],
      sizes: WOMENS_SHOE_SIZES,
    },
    {
      nouns: ['Silk Scarf', 'Belt', 'Sunglasses', 'Bracelet'],
      price: [40, 160],
      styles: [],
      materials: [],
      brands: ['Hermes', 'Gucci', 'Burberry', 'Tory Burch', 'Coach', 'Prada', 'Kate Spade'],
    },
    {
      nouns: ['Trench Coat', 'Wool Coat', 'Quilted Jacket', 'Blazer', 'Down Jacket'],
      weight: 2,
      price: [110, 450],
      styles: ['Camel', 'Black', 'Navy', 'Beige', 'Plaid'],
      materials: [],
      brands: ['Burberry', 'Max Mara', 'Moncler', 'Theory', 'Barbour', 'St. John'],
      sizes: [...LETTER_SIZES, '4', '6', '8', '10'],
    },
  ],
  styles: ['Black', 'Tan', 'Navy', 'Red', 'Cream', 'Brown', 'Blush'],
  styleShare: 0.45,
  materials: ['Leather', 'Leather', 'Pebbled Leather', 'Saffiano Leather', 'Suede', 'Quilted Leather', 'Canvas'],
  materialShare: 0.85,
  brands: ['Coach', 'Coach', 'Kate Spade', 'Louis Vuitton', 'Gucci', 'Tory Burch', 'Tory Burch', 'Michael Kors', 'Prada', 'Burberry'],
  brandShare: 1,
  priceFactors: {
    Hermes: 5,
    'Louis Vuitton': 4.5,
    Gucci: 4,
    Prada: 3.2,
    Moncler: 3,
    Burberry: 2.4,
    'Max Mara': 2.2,
    Ferragamo: 2,
    'St. John': 1.8,
    'Stuart Weitzman': 1.5,
    Barbour: 1.2,
    'Tory Burch': 1.2,
    Coach: 1,
    Theory: 1,
    'Kate Spade': 0.9,
    'Michael Kors': 0.75,
  },
  brandLines: {
    Coach: ['Willow Leather', 'Tabby Leather', 'Rogue Pebbled Leather', 'Signature Canvas', 'Cassie Leather'],
    'Kate Spade': ['Knott Pebbled Leather', 'Spencer Saffiano Leather', 'Morgan Leather'],
    'Louis Vuitton': ['Monogram Canvas', 'Damier Ebene Canvas', 'Damier Azur Canvas', 'Epi Leather'],
    Gucci: ['GG Marmont Leather', 'GG Supreme Canvas', 'Ophidia', 'Soho Leather'],
    'Tory Burch': ['Fleming Quilted Leather', 'McGraw Leather', 'Perry Saffiano Leather', 'Ella Nylon'],
    'Michael Kors': ['Jet Set Saffiano Leather', 'Mercer Pebbled Leather', 'Hamilton Leather'],
    Prada: ['Re-Edition Nylon', 'Saffiano Leather', 'Galleria Saffiano Leather'],
    Burberry: ['House Check Canvas', 'Vintage Check Canvas'],
  },
  notes: [
    'Authenticity verified by our staff.',
    'Authenticated in store.',
    'Comes with the dust bag.',
    'Serial number and date code present.',
    'Carefully inspected and cleaned.',
  ],
  conditionWeights: COMMON_CONDITIONS,
};

const MERCHANDISE: CategoryVocabulary = {
  kinds: [
    {
      nouns: ['Table Lamp', 'Floor Lamp', 'Desk Lamp', 'Pair of Table Lamps', 'Buffet Lamp', 'Pendant Light'],
      weight: 3,
      price: [14, 150],
      materials: ['Brass', 'Ceramic', 'Glass', 'Wood', 'Iron', 'Rattan'],
      brands: ['Pottery Barn', 'West Elm', 'Ballard Designs', 'Threshold'],
    },
    {
      nouns: ['Stand Mixer'],
      price: [60, 220],
      styles: ['Red', 'White', 'Silver', 'Pistachio'],
      brands: ['KitchenAid', 'Cuisinart'],
      brandShare: 0.95,
    },
    {
      nouns: ['Dutch Oven', 'Braiser', 'Round Casserole'],
      price: [25, 170],
      styles: ['Flame Orange', 'Cherry Red', 'Marine Blue', 'Sage Green', 'White'],
      materials: ['Enameled Cast Iron'],
      brands: ['Le Creuset', 'Staub', 'Lodge'],
      brandShare: 0.8,
    },
    { nouns: ['Cast Iron Skillet', 'Griddle Pan'], price: [10, 40], materials: [], brands: ['Lodge'] },
    {
      nouns: ['Dinnerware Set', 'Dish Set for Eight', 'Flatware Set', 'Glassware Set', 'Serving Platter'],
      weight: 2,
      price: [14, 120],
      styles: ['Vintage', 'Floral', 'White', 'Blue and White', 'Speckled'],
      materials: [],
      brands: ['Pfaltzgraff', 'Corelle', 'Noritake', 'Oneida', 'Pottery Barn', 'Fiesta'],
    },
    {
      nouns: ['Cookware Set', 'Saucepan Set', 'Knife Block Set', 'Nonstick Frying Pan'],
      price: [18, 200],
      materials: ['Stainless Steel', 'Copper-Core', 'Hard-Anodized'],
      brands: ['Calphalon', 'All-Clad', 'Cuisinart', 'Henckels', 'Rachael Ray'],
    },
    {
      nouns: ['Slow Cooker', 'Food Processor', 'Blender', 'Coffee Maker', 'Air Fryer', 'Waffle Maker'],
      weight: 2,
      price: [10, 150],
      styles: [],
      materials: [],
      brands: ['Crock-Pot', 'Cuisinart', 'Vitamix', 'Ninja', 'Hamilton Beach', 'Keurig', 'Breville'],
      brandShare: 0.85,
    },
    {
      nouns: ['Wooden Train Set', 'Dollhouse', 'Building Blocks Set', 'Play Kitchen', 'Doll Stroller', 'Ride-On Car'],
      weight: 2,
      price: [6, 95],
      styles: [],
      materials: [],
      brands: ['Melissa & Doug', 'Brio', 'KidKraft', 'Fisher-Price', 'Little Tikes', 'Step2'],
    },
    {
      nouns: ['City Fire Station Set', 'Star Wars Starship Set', 'Classic Brick Box', 'Friends House Set', 'Technic Race Car Set'],
      price: [10, 90],
      styles: [],
      materials: [],
      brands: ['LEGO'],
      brandShare: 1,
    },
    {
      nouns: ['Board Game', 'Jigsaw Puzzle, 1000 Pieces', 'Card Game Collection'],
      price: [3, 25],
      styles: ['Vintage', 'Family', 'Classic'],
      materials: [],
      brands: ['Hasbro', 'Ravensburger', 'Springbok', 'Mattel'],
    },
    {
      nouns: ['Area Rug', 'Runner Rug'],
      price: [30, 260],
      materials: ['Wool', 'Jute', 'Hand-Knotted Wool', 'Cotton'],
      brands: ['Pottery Barn', 'Ruggable', 'Safavieh', 'Loloi'],
      sizes: RUG_SIZES,
    },
    {
      nouns: ['Wall Mirror', 'Floor Mirror', 'Wall Clock', 'Planter', 'Bar Cart'],
      weight: 2,
      price: [15, 180],
      materials: ['Brass', 'Wood', 'Iron', 'Rattan', 'Gold'],
    },
  ],
  styles: ['Vintage', 'Modern', 'Farmhouse', 'Retro', 'Mid-Century'],
  styleShare: 0.3,
  materials: [],
  materialShare: 0.5,
  brands: [],
  brandShare: 0.45,
  priceFactors: { 'Le Creuset': 1.6, Staub: 1.5, 'All-Clad': 1.6, Vitamix: 2, Breville: 1.5, 'Hand-Knotted Wool': 1.8, Ruggable: 1.2 },
  notes: [
    'Tested and clean.',
    'Clean and ready to use.',
    'A great find at a fraction of retail.',
    'All the pieces are here.',
    'Ready to take home today.',
  ],
  conditionWeights: COMMON_CONDITIONS,
};

const VOCABULARIES: Readonly<Record<ProductFlag, CategoryVocabulary>> = {
  sellFurniture: FURNITURE,
  sellClothes: CLOTHING,
  sellAntiques: ANTIQUES,
  sellJewelry: JEWELRY,
  sellBooks: BOOKS,
  sellGiftItems: GIFT_ITEMS,
  sellPremiumBrand: PREMIUM_BRANDS,
  sellMerchandise: MERCHANDISE,
};

/** The second sentence of a description: how the item is, in one of a few wordings per condition. */
const CONDITION_SENTENCES: Readonly<Record<ItemCondition, readonly string[]>> = {
  'new with tags': ['New with tags, never used.', 'Brand new with the original tags attached.'],
  'like new': ['Like new, with no visible wear.', 'In like-new condition.'],
  'gently used': ['Gently used, with light signs of wear.', 'In good used condition, with minor wear.'],
  'well loved': ['Well loved, with visible wear, and priced to match.', 'Shows some wear, with plenty of life left.'],
};
/** The price of an item in each condition, against a like-new one. */
const CONDITION_PRICE: Readonly<Record<ItemCondition, number>> = {
  'new with tags': 1.15,
  'like new': 1,
  'gently used': 0.85,
  'well loved': 0.6,
};

/** Each kind's weight summed, per category, for drawing kinds by weight. */
const KIND_WEIGHT_TOTALS = new Map<CategoryVocabulary, number>(
  Object.values(VOCABULARIES).map((vocabulary) => [vocabulary, vocabulary.kinds.reduce((sum, kind) => sum + (kind.weight ?? 1), 0)]),
);

function drawKind(vocabulary: CategoryVocabulary, random: Random): ItemKind {
  let left = random() * KIND_WEIGHT_TOTALS.get(vocabulary)!;
  for (const kind of vocabulary.kinds) {
    left -= kind.weight ?? 1;
    if (left < 0) return kind;
  }
  return vocabulary.kinds[vocabulary.kinds.length - 1]!;
}

function drawCondition(weights: CategoryVocabulary['conditionWeights'], random: Random): ItemCondition {
  let left = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (let index = 0; index < ITEM_CONDITIONS.length; index++) {
    left -= weights[index]!;
    if (left < 0) return ITEM_CONDITIONS[index]!;
  }
  return ITEM_CONDITIONS[ITEM_CONDITIONS.length - 1]!;
}

/** `options[...]` with probability `share`, else null (null too when there are no options). */
const maybe = (options: readonly string[], share: number, random: Random): string | null =>
  options.length > 0 && random() < share ? pick(options, random) : null;

/** A text's words of more than three letters, lower-cased (remembered: the vocabularies' texts are few). */
const WORDS = new Map<string, readonly string[]>();
function wordsOf(text: string): readonly string[] {
  let words = WORDS.get(text);
  if (!words) {
    words = text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 3);
    WORDS.set(text, words);
  }
  return words;
}

/** Whether `part` repeats a word of `seen`. */
function repeats(part: string, seen: readonly string[]): boolean {
  for (const word of wordsOf(part)) if (seen.includes(word)) return true;
  return false;
}

/**
 * The title from its parts, in this order: the noun and the brand always, a material, style or
 * audience left out when it repeats a word of those after it ("Cast Iron Cast Iron Skillet").
 */
function titleOf(audience: string | null, brand: string | null, style: string | null, material: string | null, noun: string): string {
  const seen = [...wordsOf(noun)];
  if (brand) seen.push(...wordsOf(brand));
  let title = noun;
  for (const part of [material, style, brand, audience]) {
    if (!part) continue;
    if (part !== brand) {
      if (repeats(part, seen)) continue;
      seen.push(...wordsOf(part));
    }
    title = `${part} ${title}`;
  }
  return title.length <= MAXIMUM_TITLE_LENGTH ? title : title.slice(0, title.lastIndexOf(' ', MAXIMUM_TITLE_LENGTH));
}

function sizeOf(kind: ItemKind, random: Random): string | null {
  if (!kind.sizes) return null;
  if (!('inches' in kind.sizes)) return pick(kind.sizes, random);
  // Dimensions are listed for about two pieces in three; each side within 15% of the kind's usual.
  if (random() >= 0.65) return null;
  const [width, depth, height] = kind.sizes.inches.map((inches) => Math.round(inches * (0.85 + random() * 0.3)));
  return `${width} x ${depth} x ${height} in`;
}

/** A shop's shelf price: halves under $30, dollars under $200, fives under $1,000, then 25s; some at .99. */
function shelfPrice(raw: number, random: Random): number {
  let price: number;
  if (raw < 30) price = Math.max(1, Math.round(raw * 2) / 2);
  else if (raw < 200) price = Math.round(raw);
  else if (raw < 1000) price = Math.round(raw / 5) * 5;
  else price = Math.round(raw / 25) * 25;
  if (price >= 5 && price < 100 && random() < 0.15) price = Math.ceil(price) - 0.01;
  return Math.round(price * 100) / 100;
}

interface DraftItem {
  title: string;
  description: string;
  price: number;
  brand: string | null;
  size: string | null;
  condition: ItemCondition;
}

function draftItem(vocabulary: CategoryVocabulary, random: Random): DraftItem {
  const kind = drawKind(vocabulary, random);
  const noun = pick(kind.nouns, random);
  const audience = kind.audiences ? pick(kind.audiences, random) || null : null;
  const brand = maybe(kind.brands ?? vocabulary.brands, kind.brandShare ?? vocabulary.brandShare, random);
  const lines = kind.lines && brand ? vocabulary.brandLines?.[brand] : undefined;
  let style: string | null;
  let material: string | null;
  if (lines) {
    style = null;
    material = pick(lines, random);
  } else {
    style = maybe(kind.styles ?? vocabulary.styles, kind.styleShare ?? vocabulary.styleShare, random);
    material = maybe(kind.materials ?? vocabulary.materials, kind.materialShare ?? vocabulary.materialShare, random);
  }
  const title = titleOf(audience, brand, style, material, noun);
  const size = sizeOf(kind, random);
  const condition = drawCondition(vocabulary.conditionWeights, random);

  const [low, high] = kind.price;
  let raw = low + (high - low) * random() ** 1.4;
  for (const word of [brand, style, material]) if (word) raw *= vocabulary.priceFactors?.[word] ?? 1;
  raw *= CONDITION_PRICE[condition];
  const price = shelfPrice(raw, random);

  let note = pick(vocabulary.notes, random);
  if (size && random() < 0.4) note = size.endsWith(' in') ? `Measures ${size}.` : `Size ${size}.`;
  const description = `${note} ${pick(CONDITION_SENTENCES[condition], random)}`.slice(0, MAXIMUM_DESCRIPTION_LENGTH);
  return { title, description, price, brand, size, condition };
}

/** The product flags a store's feed lists: its own, once each, in the contract's order; the fallback when it has none. */
function categoriesOf(store: SampleStoreForItems): readonly ProductFlag[] {
  const categories = PRODUCT_FLAGS.filter((flag) => store.products.includes(flag));
  return categories.length > 0 ? categories : FALLBACK_CATEGORIES;
}

/**
 * 10 to 60 items for one store, the same every time for the same store: each in one of the store's
 * product categories, its title, brand, size and price drawn from that category's vocabulary. A store
 * seldom lists the same title twice.
 */
export function sampleItemsFor(store: SampleStoreForItems): SampleItem[] {
  const random = mulberry32(hash32(store.id, ITEM_SALT));
  const categories = categoriesOf(store);
  const count = MINIMUM_ITEMS + Math.floor(random() * (MAXIMUM_ITEMS - MINIMUM_ITEMS + 1));
  const titles = new Set<string>();
  const items: SampleItem[] = [];
  for (let n = 1; n <= count; n++) {
    const category = pick(categories, random);
    const vocabulary = VOCABULARIES[category];
    let draft = draftItem(vocabulary, random);
    for (let retry = 0; retry < 3 && titles.has(draft.title); retry++) draft = draftItem(vocabulary, random);
    titles.add(draft.title);
    items.push({
      externalId: `sample-${store.id}-${n}`,
      title: draft.title,
      description: draft.description,
      price: draft.price,
      category,
      brand: draft.brand,
      size: draft.size,
      condition: draft.condition,
      hoursAgo: Math.floor(random() ** 1.7 * (MAXIMUM_HOURS_AGO + 1)),
    });
  }
  return items;
}
