import { splitIntoParagraphs, splitSentences } from './paragraphs';

describe('splitSentences', () => {
  it.each([
    ['a company name before a lower-case word', 'Holt & Ray Trading Co. specializes in used books. It opened in 1998.', 2],
    ['"Inc." and "U.S." inside a sentence', 'Miller Resale Inc. sells U.S. military surplus. Prices are low.', 2],
    ['a street abbreviation before a lower-case word', 'The shop is at 12 Oak Ave. in Dallas. Parking is free.', 2],
    ['a city with "St."', 'Shop in St. Louis, Missouri, for antiques. St. Petersburg Resale is open daily.', 2],
    ['a name that starts with "Mt." or "Ft."', 'Mt. Vernon Consignment is near Ft. Worth. Visit soon.', 2],
    ['a title before a name', 'Dr. Lee and Mrs. Ortiz run the shop. They buy furniture.', 2],
    ['initials', 'Come by. J.R. Miller Consignment sells furniture. A. B. Smith Resale sells books.', 3],
    ['decimals and prices', 'Shirts cost $3.99 and lamps 2.5 times less than new. Everything else is half off.', 2],
    ['"!" and "?"', 'Looking for a sofa? The racks are full! Come early.', 3],
  ])('keeps %s in one sentence', (_case, text, count) => {
    expect(splitSentences(text)).toHaveLength(count);
  });

  it('ends a sentence at a name that ends one, such as "Co." before a capitalized word', () => {
    expect(splitSentences('Stop by Holt & Ray Trading Co. Shoppers love it.')).toEqual([
      'Stop by Holt & Ray Trading Co.',
      'Shoppers love it.',
    ]);
  });

  it('ends a sentence after closing quotes and brackets, an ellipsis or "?!"', () => {
    expect(splitSentences('The sign says "Sale." Then it closes. (Really.) Wait... Really?! Yes.')).toEqual([
      'The sign says "Sale."',
      'Then it closes.',
      '(Really.)',
      'Wait...',
      'Really?!',
      'Yes.',
    ]);
  });

  it('gives each sentence whole, trimmed, with single spaces', () => {
    expect(splitSentences('  J.R. Miller Inc. sells U.S.  goods.\n Mt. Vernon is near.  Really?  Yes! ')).toEqual([
      'J.R. Miller Inc. sells U.S. goods.',
      'Mt. Vernon is near.',
      'Really?',
      'Yes!',
    ]);
    expect(splitSentences('   ')).toEqual([]);
    expect(splitSentences('No final period')).toEqual(['No final period']);
  });
});

describe('splitIntoParagraphs', () => {
  it('makes paragraphs of three sentences, the last one with what is left', () => {
    const text =
      'St. Louis Home Consignment is a furniture store in St. Louis, Missouri. It sells sofas. It sells lamps. ' +
      'Holt & Ray Trading Co. is nearby. Prices are 2.5 times lower than new.';
    expect(splitIntoParagraphs(text)).toEqual([
      'St. Louis Home Consignment is a furniture store in St. Louis, Missouri. It sells sofas. It sells lamps.',
      'Holt & Ray Trading Co. is nearby. Prices are 2.5 times lower than new.',
    ]);
  });

  it('takes another size, and gives nothing for an empty text', () => {
    expect(splitIntoParagraphs('One. Two. Three.', 2)).toEqual(['One. Two.', 'Three.']);
    expect(splitIntoParagraphs('')).toEqual([]);
  });
});
