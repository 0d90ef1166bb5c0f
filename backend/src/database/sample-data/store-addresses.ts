/**
 * Street addresses for sample stores, such as '1234 Maple Ave' or '87 N Harrison St': a faker
 * building number, an optional direction, a common or surname-based street name and a USPS-style
 * suffix. Every random choice goes through the seeded faker passed in.
 */
import type { Faker } from '@faker-js/faker';
import { createSurname } from './store-names';

const COMMON_STREET_NAMES = [
  'Main',
  'Oak',
  'Maple',
  'Pine',
  'Cedar',
  'Elm',
  'Walnut',
  'Chestnut',
  'Spruce',
  'Willow',
  'Birch',
  'Cherry',
  'Magnolia',
  'Dogwood',
  'Hickory',
  'Sycamore',
  'Poplar',
  'Locust',
  'Park',
  'Lake',
  'Hill',
  'River',
  'Spring',
  'Church',
  'Market',
  'Mill',
  'Center',
  'Union',
  'Liberty',
  'Highland',
  'Meadow',
  'Forest',
  'Sunset',
  'Ridge',
  'Valley',
  'College',
  'Railroad',
  'Broad',
  'High',
  'Front',
  'Water',
  'Washington',
  'Lincoln',
  'Jefferson',
  'Madison',
  'Franklin',
  'Jackson',
  'Adams',
  'Monroe',
  'Grant',
  'Wilson',
  'Lee',
  'Hamilton',
  'Commerce',
  'Industrial',
  'Airport',
  'Harbor',
  'Bay',
];

const ORDINAL_STREETS = Array.from({ length: 40 }, (_, index) => {
  const number = index + 1;
  const lastDigit = number % 10;
  const suffix = number >= 11 && number <= 13 ? 'th' : lastDigit === 1 ? 'st' : lastDigit === 2 ? 'nd' : lastDigit === 3 ? 'rd' : 'th';
  return `${number}${suffix}`;
});

const STREET_SUFFIXES = [
  { weight: 25, value: 'St' },
  { weight: 20, value: 'Ave' },
  { weight: 12, value: 'Rd' },
  { weight: 10, value: 'Dr' },
  { weight: 7, value: 'Blvd' },
  { weight: 6, value: 'Ln' },
  { weight: 6, value: 'Way' },
  { weight: 3, value: 'Ct' },
  { weight: 3, value: 'Pkwy' },
  { weight: 3, value: 'Pl' },
  { weight: 2, value: 'Hwy' },
  { weight: 2, value: 'Cir' },
  { weight: 1, value: 'Trl' },
];

const DIRECTIONS = ['N', 'S', 'E', 'W'];

export function createStreetAddress(faker: Faker): string {
  const buildingNumber = faker.location.buildingNumber();
  const direction = faker.datatype.boolean({ probability: 0.15 }) ? `${faker.helpers.arrayElement(DIRECTIONS)} ` : '';
  const nameKind = faker.number.int({ min: 1, max: 10 });
  const streetName =
    nameKind <= 5
      ? faker.helpers.arrayElement(COMMON_STREET_NAMES)
      : nameKind <= 7
        ? faker.helpers.arrayElement(ORDINAL_STREETS)
        : createSurname(faker);
  const suffix = faker.helpers.weightedArrayElement(STREET_SUFFIXES);
  return `${buildingNumber} ${direction}${streetName} ${suffix}`;
}
