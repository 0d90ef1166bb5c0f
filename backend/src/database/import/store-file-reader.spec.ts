import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readStoreFile, type FileRecord } from './store-file-reader';

describe('readStoreFile (CSV)', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'store-file-reader-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  async function read(name: string, content: string | Buffer): Promise<FileRecord[]> {
    const file = join(folder, name);
    await writeFile(file, content);
    const records: FileRecord[] = [];
    for await (const record of readStoreFile(file)) records.push(record);
    return records;
  }

  const header = 'businessName,address,city,state,zipCode,seoDescription';

  it('gives each record the line it ends on, across quoted line breaks, blank lines and a BOM', async () => {
    const content = `\uFEFF${header}\r\nFirst,1 Main St,Austin,TX,78701,"Two\r\nlines"\r\n\r\n"Sue's, Co",2 Main St,Austin,TX,78701,Plain\r\n`;
    const records = await read('stores.csv', content);
    expect(records.map((record) => record.location.number)).toEqual([3, 5]);
    expect(records[0]!.record).toMatchObject({ businessName: 'First', seoDescription: 'Two\r\nlines' });
    expect(records[1]!.record.businessName).toBe("Sue's, Co");
  });

  it('reads a gzipped file with characters split across its chunks', async () => {
    const rows = Array.from({ length: 3000 }, (_, index) => `Café ${index} ☕,1 Main St,Austin,TX,78701,Crème brûlée`);
    const records = await read('stores.csv.gz', gzipSync(`${header}\n${rows.join('\n')}\n`));
    expect(records).toHaveLength(3000);
    expect(records.every((record, index) => record.record.businessName === `Café ${index} ☕`)).toBe(true);
    expect(records.at(-1)!.record.seoDescription).toBe('Crème brûlée');
  });

  it('refuses a record whose fields do not match the header, naming its line', async () => {
    await expect(read('short.csv', `${header}\nFirst,1 Main St,Austin,TX,78701,x\nSecond,2 Main St\n`)).rejects.toMatchObject({
      message: 'CSV syntax error: line 3 has 2 fields where the header has 6',
      location: { kind: 'line', number: 3 },
    });
  });
});
