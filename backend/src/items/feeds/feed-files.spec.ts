import ExcelJS from 'exceljs';
import { FeedFileUnreadable, readFeedFile } from './feed-files';

const csv = (text: string) => Buffer.from(text);

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Items');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readFeedFile: an owner’s CSV or .xlsx of items', () => {
  it('reads a CSV by its header, in any case and order, with prices as people write them', async () => {
    const read = await readFeedFile(
      csv('Title,SKU,Price,Brand,Category\r\nWalnut Dresser,A-1,"$1,250",Lane,furniture\r\n\r\nCoach Bag,A-2,89.5,Coach,\r\n'),
    );
    expect(read.problems).toEqual([]);
    expect(read.items.map((item) => [item.externalId, item.title, item.priceCents, item.category])).toEqual([
      ['A-1', 'Walnut Dresser', 125_000, 'sellFurniture'],
      ['A-2', 'Coach Bag', 8_950, 'sellPremiumBrand'],
    ]);
  });

  it('names each bad row by its line in the file, counting quoted line breaks and blank lines; a description is cleaned, a title refused', async () => {
    const read = await readFeedFile(
      csv(
        [
          'id,title,price,description',
          '1,Oak Table,120,"Two leaves,\nsix chairs"',
          '',
          '2,,40,',
          '3,Lamp,cheap,',
          '1,Again,5,',
          '4,Rug,30,\u202eevil',
          '5,\u202eRug,30,',
        ].join('\n'),
      ),
    );
    expect(read.items.map((item) => [item.externalId, item.description])).toEqual([
      ['1', 'Two leaves, six chairs'],
      ['4', 'evil'],
    ]);
    expect(read.problems).toEqual([
      { line: 5, message: 'title is required' },
      { line: 6, message: 'price must be a number of dollars such as 45 or 24.50' },
      { line: 7, message: 'id 1 is listed twice' },
      { line: 9, message: expect.stringMatching(/^title must not contain the direction-changing character U\+202E/) as string },
    ]);
  });

  it('reads the first worksheet of an .xlsx, its rows numbered as Excel numbers them', async () => {
    const read = await readFeedFile(
      await xlsx([
        ['id', 'title', 'price', 'size', 'available'],
        [10, 'Wool Coat', 64, 'M', 'yes'],
        [11, 'Snow Boots', 'free', '6', ''],
        [12, 'Old Boots', 20, '7', 'sold'],
      ]),
    );
    expect(read.items.map((item) => [item.externalId, item.title, item.priceCents, item.size, item.available])).toEqual([
      ['10', 'Wool Coat', 6_400, 'M', true],
      ['12', 'Old Boots', 2_000, '7', false],
    ]);
    expect(read.problems).toEqual([{ line: 3, message: 'price must be a number of dollars such as 45 or 24.50' }]);
  });

  it('refuses a file it cannot read, or one without items, saying what to send', async () => {
    await expect(readFeedFile(Buffer.from('PK\u0003\u0004 not really a zip'))).rejects.toThrow(FeedFileUnreadable);
    await expect(readFeedFile(csv('id,title,price\n'))).rejects.toThrow(/lists no items/);
    await expect(readFeedFile(csv(''))).rejects.toThrow(/lists no items/);
  });
});
