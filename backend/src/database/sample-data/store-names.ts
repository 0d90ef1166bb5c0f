/**
 * Plausible, made-up consignment and resale store names, composed from word lists so that names
 * rarely repeat within a city. Every random choice goes through the seeded faker passed in.
 */
import type { Faker } from '@faker-js/faker';

/** What a store is about; it decides the name's vocabulary and the products it surely sells. */
export type StoreTheme = 'general' | 'apparel' | 'home' | 'antique' | 'luxury' | 'kids' | 'books';

export const STORE_THEME_WEIGHTS: ReadonlyArray<{ weight: number; value: StoreTheme }> = [
  { weight: 38, value: 'general' },
  { weight: 24, value: 'apparel' },
  { weight: 15, value: 'home' },
  { weight: 10, value: 'antique' },
  { weight: 6, value: 'luxury' },
  { weight: 5, value: 'kids' },
  { weight: 2, value: 'books' },
];

const EVOCATIVE_WORDS = [
  'Second Chance',
  'Encore',
  'Revival',
  'Renewed',
  'Bluebird',
  'Magnolia',
  'Willow',
  'Juniper',
  'Cedar',
  'Sparrow',
  'Cardinal',
  'Honeybee',
  'Dogwood',
  'Hummingbird',
  'Lavender',
  'Sage',
  'Ivy',
  'Harbor',
  'Lighthouse',
  'Prairie',
  'Canyon',
  'Summit',
  'Riverside',
  'Lakeside',
  'Hillside',
  'Main Street',
  'Uptown',
  'Downtown',
  'Midtown',
  'Old Town',
  'Village',
  'Heritage',
  'Hometown',
  'Gaslight',
  'Cottage',
  'Front Porch',
  'Attic',
  'Treasure Chest',
  'Timeless',
  'Evergreen',
  'Copper',
  'Brass Key',
  'Velvet',
  'Linen',
  'Silk Road',
  'Gingham',
  'Paisley',
  'Button Box',
  'Thimble',
  'Pearl',
  'Ruby',
  'Sapphire',
  'Emerald',
  'Opal',
  'Amber',
  'Indigo',
  'Scarlet',
  'Golden Thread',
  'Silver Lining',
  'Ivory',
  'Plum',
  'Olive Branch',
  'Peach Tree',
  'Cherry Lane',
  'Clover',
  'Thistle',
  'Poppy',
  'Daisy',
  'Tulip',
  'Iris',
  'Rosewood',
  'Birch',
  'Maple Leaf',
  'Oak Barrel',
  'Pine Cone',
  'Aspen',
  'Cypress',
  'Sycamore',
  'Chestnut',
  'Hickory',
  'Mulberry',
  'Laurel',
  'Wren',
  'Finch',
  'Robin',
  'Lark',
  'Heron',
  'Red Fox',
  'Wise Owl',
  'Sunflower',
  'Moonlight',
  'Starlight',
  'Sunrise',
  'North Star',
  'Compass Rose',
  'Anchor',
  'Keystone',
  'Cornerstone',
  'Lantern',
  'Trellis',
  'Garden Gate',
  'Picket Fence',
  'Blue Door',
  'Red Barn',
  'Windmill',
  'Tin Roof',
  'Bramble',
  'Fernwood',
  'Stonebridge',
  'Kindred',
  'Merry Go Round',
  'Full Circle',
  'Round Two',
  'Next Chapter',
  'New Leaf',
  'Fresh Start',
  'Good Find',
  'Lucky Penny',
  'Nickel & Dime',
  'Treasure Trove',
  'Hidden Gem',
  'Gypsy Rose',
  'Honeysuckle',
  'Wildflower',
  'Juniper Berry',
];

const STREET_NAMES = [
  'Maple',
  'Oak',
  'Elm',
  'Main',
  'Market',
  'Church',
  'Mill',
  'Water',
  'Front',
  'Grand',
  'Park',
  'Spring',
  'High',
  'Bridge',
  'Chestnut',
  'Walnut',
  'Pine',
  'Cedar',
  'Union',
  'Liberty',
  'Court',
  'Depot',
  'Railroad',
  'College',
  'Center',
  'Lake',
  'River',
  'Hill',
  'Locust',
  'Willow',
  'Cherry',
  'Poplar',
  'Magnolia',
  'Franklin',
  'Jefferson',
  'Madison',
  'Lincoln',
  'Washington',
  'Monroe',
  'Adams',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Broad',
  'King',
  'Queen',
  'Harbor',
  'Canal',
  'Orchard',
];

const STREET_KINDS = ['Street', 'Avenue', 'Lane', 'Row', 'Square', 'Place', 'Corner', 'Alley'];

const GENERAL_SUFFIXES = [
  'Consignment',
  'Resale',
  'Consignment Co.',
  'Resale Shop',
  'Consignment Boutique',
  'Consignment Shop',
  'Consignment & Resale',
  'Thrift & Consignment',
  'Trading Post',
  'Marketplace',
  'Emporium',
  'Finds',
  'Treasures',
  'Mercantile',
  'Consignment Gallery',
  'Resale Market',
  'Swap Shop',
  'Consignment Collective',
  'Resale Outlet',
  'Consignment Corner',
  'Resale & Thrift',
  'Consignment Market',
  'Reuse Shop',
];

const GENERAL_ADJECTIVES = [
  'Thrifty',
  'Savvy',
  'Lucky',
  'Happy',
  'Humble',
  'Clever',
  'Frugal',
  'Curious',
  'Wandering',
  'Jolly',
  'Rustic',
  'Friendly',
  'Merry',
  'Busy',
  'Cozy',
  'Gentle',
  'Honest',
  'Hidden',
  'Little',
];

const GENERAL_OBJECTS = [
  'Magpie',
  'Treasure',
  'Acorn',
  'Nest',
  'Peddler',
  'Bargain Barn',
  'Trunk',
  'Cupboard',
  'Crate',
  'Basket',
  'Shelf',
  'Wagon',
  'Porch',
  'Find',
  'Penny',
  'Swap',
  'Attic',
  'Junction',
  'Marketplace',
];

const APPAREL_ADJECTIVES = [
  'Velvet',
  'Silk',
  'Gilded',
  'Polished',
  'Chic',
  'Dapper',
  'Darling',
  'Dashing',
  'Fancy',
  'Glamorous',
  'Modern',
  'Pretty',
  'Refined',
  'Ritzy',
  'Sassy',
  'Smart',
  'Snappy',
  'Swanky',
  'Tailored',
  'Trendy',
  'Stylish',
  'Classic',
  'Crimson',
  'Golden',
  'Ivory',
  'Sequined',
  'Savvy',
  'Thrifty',
  'Posh',
  'Bohemian',
];

const APPAREL_OBJECTS = [
  'Hanger',
  'Closet',
  'Wardrobe',
  'Threads',
  'Stitch',
  'Button',
  'Bobbin',
  'Hemline',
  'Pocket',
  'Collar',
  'Cuff',
  'Seam',
  'Needle',
  'Spool',
  'Dress Form',
  'Garment Rack',
  'Armoire',
  'Hatbox',
  'Handbag',
  'Lapel',
  'Sash',
  'Ribbon',
  'Petticoat',
  'Corset',
  'Scarf',
  'Bow Tie',
  'Clothesline',
];

const APPAREL_SUFFIXES = [
  'Consignment Boutique',
  'Closet Consignment',
  'Fashion Resale',
  'Designer Resale',
  'Threads',
  'Wardrobe Exchange',
  'Apparel Consignment',
  'Clothing Resale',
  'Fashion Consignment',
  'Couture Resale',
  'Boutique',
  'Resale Boutique',
  'Closet',
  'Fashion Finds',
  'Style Resale',
];

const HOME_ADJECTIVES = [
  'Painted',
  'Rustic',
  'Weathered',
  'Reclaimed',
  'Restored',
  'Farmhouse',
  'Cottage',
  'Copper',
  'Vintage',
  'Timber',
  'Velvet',
  'Polished',
  'Refinished',
  'Salvaged',
  'Homespun',
  'Cozy',
];

const HOME_OBJECTS = [
  'Dresser',
  'Armoire',
  'Settee',
  'Chair',
  'Table',
  'Sideboard',
  'Hutch',
  'Rocking Chair',
  'Cupboard',
  'Mantel',
  'Bookcase',
  'Chaise',
  'Hearth',
  'Bench',
  'Credenza',
  'Ottoman',
  'Lamp',
  'Door',
  'Window',
];

const HOME_SUFFIXES = [
  'Home Furnishings',
  'Furniture Consignment',
  'Home Consignment',
  'Home Resale',
  'Interiors Consignment',
  'Consign & Design',
  'Furniture Exchange',
  'Home & Decor Consignment',
  'Furniture & Decor',
  'Home Finds',
  'Furniture Gallery',
  'Living Consignment',
];

const ANTIQUE_ADJECTIVES = [
  'Rusty',
  'Gilded',
  'Dusty',
  'Old',
  'Tarnished',
  'Faded',
  'Brass',
  'Copper',
  'Cast Iron',
  'Pewter',
  'Porcelain',
  'Crystal',
  'Weathered',
  'Timeworn',
  'Enchanted',
  'Forgotten',
  'Curious',
  'Wandering',
];

const ANTIQUE_OBJECTS = [
  'Lantern',
  'Teacup',
  'Attic',
  'Trunk',
  'Kettle',
  'Pocket Watch',
  'Compass',
  'Key',
  'Clock',
  'Mirror',
  'Teapot',
  'Chandelier',
  'Phonograph',
  'Rocking Horse',
  'Weathervane',
  'Inkwell',
  'Sewing Box',
  'Music Box',
  'Hope Chest',
  'Birdcage',
  'Spinning Wheel',
  'Washboard',
  'Butter Churn',
  'Locket',
];

const ANTIQUE_SUFFIXES = [
  'Antiques & Consignment',
  'Vintage & Antiques',
  'Antiques',
  'Antique Mall',
  'Antiques & Collectibles',
  'Antique Emporium',
  'Vintage Market',
  'Antiques & Uniques',
  'Collectibles & Consignment',
];

const LUXURY_WORDS = [
  'Couture',
  'Luxe',
  'Prestige',
  'Maison',
  'Gilded',
  'Elite',
  'Atelier',
  'Velvet Rope',
  'Platinum',
  'Sterling',
  'Diamond',
  'Cashmere',
  'Pearl',
  'Bijou',
  'Chateau',
  'Monogram',
  'Runway',
  'Haute',
];

const LUXURY_SUFFIXES = [
  'Designer Consignment',
  'Luxury Resale',
  'Designer Resale',
  'Luxury Consignment',
  'Designer Exchange',
  'Fine Consignment',
  'Designer Closet',
  'Luxury Boutique',
];

const LUXURY_OBJECTS = ['Clutch', 'Pearl', 'Closet', 'Hanger', 'Handbag', 'Stiletto', 'Tiara', 'Brooch', 'Cufflink', 'Gown'];

const KIDS_WORDS = [
  'Little Sprouts',
  'Tiny Treasures',
  'Little Acorns',
  'Sweet Pea',
  'Little Sparrows',
  'Growing Seasons',
  'Sugar Plum',
  'Jelly Bean',
  'Buttercup',
  'Tadpoles',
  'Little Lambs',
  'Cubby Hole',
  'Peapod',
  'Bumblebee',
  'Little Ducklings',
  'Teddy Bear',
  'Rocking Horse',
  'Hopscotch',
  'Lollipop',
  'Pinwheel',
  'Firefly',
  'Little Feet',
  'Snug as a Bug',
  'Wee Ones',
  'Puddle Jumpers',
  'Cotton Tail',
  'Button Nose',
];

const KIDS_SUFFIXES = [
  'Kids Consignment',
  "Children's Resale",
  'Kids Resale',
  'Kids Closet',
  "Children's Consignment",
  'Kids Exchange',
  'Baby & Kids Consignment',
  'Kids Boutique',
];

const BOOK_ADJECTIVES = ['Dog-Eared', 'Well-Read', 'Turning', 'Bent', 'Folded', 'Dusty', 'Second', 'Open', 'Wandering'];

const BOOK_OBJECTS = ['Page', 'Owl', 'Chapter', 'Spine', 'Bookmark', 'Shelf', 'Cover', 'Bookworm', 'Library'];

const BOOK_SUFFIXES = ['Used Books & Consignment', 'Books & Resale', 'Book Exchange', 'Books & Treasures'];

/** Real resale chains (and fragments of their names) that a generated name must never match. */
const REAL_CHAIN_NAMES = [
  'goodwill',
  "plato's closet",
  'once upon a child',
  'clothes mentor',
  'uptown cheapskate',
  'kid to kid',
  'buffalo exchange',
  'crossroads trading',
  'realreal',
  'thredup',
  'savers',
  'value village',
  'salvation army',
  'habitat for humanity',
  'style encore',
  'music go round',
  'play it again',
  'half price books',
  "beacon's closet",
  'second time around',
  "my sister's closet",
  'kidding around',
];

type NameBuilder = (faker: Faker, cityName: string) => string;

function pick<T>(faker: Faker, list: readonly T[]): T {
  return faker.helpers.arrayElement(list);
}

/** A faker surname that is a single plain word ('Harrison', not 'Bergstrom-Rohan' or "O'Keefe"). */
export function createSurname(faker: Faker): string {
  for (let attempt = 0; attempt < 10; attempt++) {
    const surname = faker.person.lastName();
    if (/^[A-Z][a-z]+$/.test(surname)) return surname;
  }
  return 'Miller';
}

/** "Miller's", "Collins'". */
function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

const NAME_BUILDERS: Readonly<Record<StoreTheme, readonly NameBuilder[]>> = {
  general: [
    (faker) => `${pick(faker, EVOCATIVE_WORDS)} ${pick(faker, GENERAL_SUFFIXES)}`,
    (faker) => `${pick(faker, EVOCATIVE_WORDS)} ${pick(faker, GENERAL_SUFFIXES)}`,
    (faker) =>
      `${pick(faker, STREET_NAMES)} ${pick(faker, STREET_KINDS)} ${pick(faker, ['Resale', 'Consignment', 'Thrift & Consignment', 'Resale Shop', 'Finds'])}`,
    (faker, cityName) =>
      `${cityName} ${pick(faker, ['Thrift & Consignment', 'Consignment', 'Resale', 'Consignment Co.', 'Resale Market', 'Consignment Gallery'])}`,
    (faker) => `${possessive(createSurname(faker))} ${pick(faker, GENERAL_SUFFIXES)}`,
    (faker) => `${createSurname(faker)} & ${createSurname(faker)} ${pick(faker, ['Consignment', 'Resale', 'Mercantile', 'Trading Co.'])}`,
    (faker) => `The ${pick(faker, GENERAL_ADJECTIVES)} ${pick(faker, GENERAL_OBJECTS)}`,
    (faker) => `${pick(faker, EVOCATIVE_WORDS)} & ${pick(faker, EVOCATIVE_WORDS)} ${pick(faker, ['Resale', 'Consignment', 'Trading Co.'])}`,
  ],
  apparel: [
    (faker) => `The ${pick(faker, APPAREL_ADJECTIVES)} ${pick(faker, APPAREL_OBJECTS)}`,
    (faker) => `The ${pick(faker, APPAREL_ADJECTIVES)} ${pick(faker, APPAREL_OBJECTS)}`,
    (faker) =>
      `${possessive(faker.person.firstName())} ${pick(faker, ['Closet', 'Wardrobe', 'Boutique', 'Consignment Closet', 'Fashion Finds'])}`,
    (faker) => `${possessive(createSurname(faker))} Consignment Boutique`,
    (faker) => `${pick(faker, EVOCATIVE_WORDS)} ${pick(faker, APPAREL_SUFFIXES)}`,
    (faker) =>
      `${pick(faker, ['Twice', 'Still', 'Forever', 'Newly'])} ${pick(faker, ['Loved', 'Chic', 'Stylish', 'Treasured', 'Fabulous', 'Charming', 'Lovely', 'Dapper', 'Darling', 'Sweet', 'Smart', 'Fresh'])} ${pick(faker, ['Boutique', 'Consignment', 'Closet', 'Threads', 'Resale', 'Wardrobe'])}`,
    (faker, cityName) =>
      `${cityName} ${pick(faker, ['Fashion Exchange', 'Closet Consignment', 'Clothing Resale', 'Consignment Boutique'])}`,
  ],
  home: [
    (faker) => `${pick(faker, EVOCATIVE_WORDS)} ${pick(faker, HOME_SUFFIXES)}`,
    (faker) => `${pick(faker, EVOCATIVE_WORDS)} ${pick(faker, HOME_SUFFIXES)}`,
    (faker) => `The ${pick(faker, HOME_ADJECTIVES)} ${pick(faker, HOME_OBJECTS)}`,
    (faker) => `${createSurname(faker)} ${pick(faker, HOME_SUFFIXES)}`,
    (faker, cityName) =>
      `${cityName} ${pick(faker, ['Furniture Exchange', 'Home Consignment', 'Consign & Design', 'Furniture Consignment'])}`,
    (faker) =>
      `${pick(faker, STREET_NAMES)} ${pick(faker, STREET_KINDS)} ${pick(faker, ['Home Furnishings', 'Furniture & Decor', 'Home Consignment'])}`,
  ],
  antique: [
    (faker) => `${pick(faker, EVOCATIVE_WORDS)} ${pick(faker, ANTIQUE_SUFFIXES)}`,
    (faker) => `The ${pick(faker, ANTIQUE_ADJECTIVES)} ${pick(faker, ANTIQUE_OBJECTS)}`,
    (faker) => `The ${pick(faker, ANTIQUE_ADJECTIVES)} ${pick(faker, ANTIQUE_OBJECTS)}`,
    (faker) => `${possessive(createSurname(faker))} ${pick(faker, ANTIQUE_SUFFIXES)}`,
    (faker, cityName) => `${cityName} ${pick(faker, ['Antique Mall', 'Antiques & Consignment', 'Vintage Market', 'Antique Emporium'])}`,
    (faker) => `Olde ${pick(faker, STREET_NAMES)} ${pick(faker, ['Antiques', 'Trading Post', 'Mercantile', 'Antiques & Uniques'])}`,
  ],
  luxury: [
    (faker) => `${pick(faker, LUXURY_WORDS)} ${pick(faker, LUXURY_SUFFIXES)}`,
    (faker) =>
      `The ${pick(faker, ['Gilded', 'Polished', 'Golden', 'Cashmere', 'Silk', 'Velvet', 'Diamond'])} ${pick(faker, LUXURY_OBJECTS)}`,
    (faker) => `${createSurname(faker)} ${pick(faker, LUXURY_SUFFIXES)}`,
    (faker, cityName) => `${cityName} ${pick(faker, ['Designer Exchange', 'Luxury Resale', 'Designer Consignment'])}`,
    (faker) =>
      `${pick(faker, ['Maison', 'Atelier', 'Chez'])} ${faker.person.firstName()} ${pick(faker, ['Consignment', 'Resale', 'Designer Resale'])}`,
  ],
  kids: [
    (faker) => `${pick(faker, KIDS_WORDS)} ${pick(faker, KIDS_SUFFIXES)}`,
    (faker) => `${pick(faker, KIDS_WORDS)} ${pick(faker, KIDS_SUFFIXES)}`,
    (faker, cityName) => `${cityName} ${pick(faker, KIDS_SUFFIXES)}`,
  ],
  books: [
    (faker) => `The ${pick(faker, BOOK_ADJECTIVES)} ${pick(faker, BOOK_OBJECTS)}`,
    (faker) => `${pick(faker, EVOCATIVE_WORDS)} ${pick(faker, BOOK_SUFFIXES)}`,
    (faker) => `${possessive(createSurname(faker))} ${pick(faker, BOOK_SUFFIXES)}`,
  ],
};

function looksLikeRealChain(name: string): boolean {
  const lowerCaseName = name.toLowerCase();
  return REAL_CHAIN_NAMES.some((chainName) => lowerCaseName.includes(chainName));
}

/**
 * A store name for the theme, avoiding real chains and, within a few tries, the names already used
 * in the same city (`namesInCity`, which this function extends).
 */
export function createStoreName(faker: Faker, theme: StoreTheme, cityName: string, namesInCity: Set<string>): string {
  const builders = NAME_BUILDERS[theme];
  let name = '';
  for (let attempt = 0; attempt < 8; attempt++) {
    name = pick(faker, builders)(faker, cityName);
    if (!looksLikeRealChain(name) && !namesInCity.has(name)) break;
  }
  if (looksLikeRealChain(name)) name = `${pick(faker, EVOCATIVE_WORDS)} Consignment`;
  namesInCity.add(name);
  return name;
}
