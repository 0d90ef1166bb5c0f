import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readStoreFile, type FileRecord } from './store-file-reader';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'store-file-reader-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Writes `content` as the file `name` and reads its records. */
async function read(name: string, content: string | Buffer): Promise<FileRecord[]> {
  const file = join(folder, name);
  await writeFile(file, content);
  const records: FileRecord[] = [];
  for await (const record of readStoreFile(file)) records.push(record);
  return records;
}

describe('readStoreFile (CSV)', () => {
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

  it('refuses a file that is not UTF-8 (Windows-1252 here), naming its first bad line and how to fix it', async () => {
    const latin = Buffer.from(`${header}\nFirst,1 Main St,Austin,TX,78701,x\nCaf\xe9 Du Monde,2 Main St,Austin,TX,78701,x\n`, 'latin1');
    await expect(read('windows-1252.csv', latin)).rejects.toMatchObject({
      message: 'not UTF-8 text (byte 0xE9): save the file as UTF-8 (in Excel: Save As, "CSV UTF-8") and import it again',
      location: { kind: 'line', number: 3 },
    });
    await expect(read('windows-1252.csv.gz', gzipSync(latin))).rejects.toMatchObject({ location: { kind: 'line', number: 3 } });
  });

  it('names the bad line of a non-UTF-8 file however far into the file it is, and a sequence cut off at its end', async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => `Café ${index},1 Main St,Austin,TX,78701,Crème brûlée`);
    const content = Buffer.concat([
      Buffer.from(`${header}\n${rows.join('\n')}\n`),
      Buffer.from('Bad \x93quoted\x94,1 Main St,Austin,TX,78701,x\n', 'latin1'),
    ]);
    await expect(read('deep.csv', content)).rejects.toMatchObject({ location: { kind: 'line', number: 5002 } });
    const cut = Buffer.concat([Buffer.from(`${header}\nFirst,1 Main St,Austin,TX,78701,Caf`), Buffer.from([0xc3])]);
    await expect(read('cut.csv', cut)).rejects.toMatchObject({ location: { kind: 'line', number: 2 } });
  });

  it.each([
    ['no bytes at all', ''],
    ['only blank lines and spaces', '\n  \r\n\n\t\n'],
    ['only a byte order mark', '\uFEFF'],
  ])('refuses an empty file (%s)', async (_, content) => {
    await expect(read('empty.csv', content)).rejects.toMatchObject({ message: 'the file is empty: it has no header line and no stores' });
  });

  it('refuses a header with no rows under it', async () => {
    await expect(read('header-only.csv', `\uFEFF${header}\r\n\r\n`)).rejects.toMatchObject({
      message: 'no stores in header-only.csv: it has a header line but no rows',
    });
  });

  it.each([
    [
      `businessName,address,city,state,zipCode,city\nA,1 Main St,Austin,TX,78701,Dallas\n`,
      "Duplicate column 'city' on line 1: each column may appear once",
    ],
    [`businessName,city,address,city,state,zipCode,state\n`, "Duplicate columns 'city', 'state' on line 1: each column may appear once"],
  ])('refuses a header that names a column twice (%#)', async (content, message) => {
    await expect(read('twice.csv', content)).rejects.toMatchObject({ message, location: { kind: 'line', number: 1 } });
  });

  it('reads 100,000 blank lines in linear time, still counting them', async () => {
    // Papa Parse's Node stream mode took about 45 s for this file (quadratic in the lines of a chunk).
    const started = Date.now();
    const records = await read(
      'blank-lines.csv',
      `${header}\n${'\n'.repeat(50_000)}${'\r\n'.repeat(50_000)}Last,1 Main St,Austin,TX,78701,x\n`,
    );
    expect(records.map((record) => record.location.number)).toEqual([100_002]);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 120_000);

  it('refuses at once a quote left open over more than 1 MB, or a line longer than that, naming the line', async () => {
    const started = Date.now();
    const openQuote = `${header}\nFirst,1 Main St,Austin,TX,78701,x\nSecond,"2 Main St,Austin,TX,78701,x\n${'Third,3 Main St,Austin,TX,78701,x\n'.repeat(100_000)}`;
    await expect(read('open-quote.csv', openQuote)).rejects.toMatchObject({
      message: 'CSV syntax error: the row that starts here runs on for more than 1 MB (a quote left open?)',
      location: { kind: 'line', number: 3 },
    });
    await expect(
      read('long-line.csv', `${header}\nFirst,1 Main St,Austin,TX,78701,x\n${'x'.repeat(3 * 1024 * 1024)}\n`),
    ).rejects.toMatchObject({
      message: "CSV syntax error: the line is longer than 1 MB, far longer than any store's row",
      location: { kind: 'line', number: 3 },
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reads a file whose lines end in carriage returns alone', async () => {
    const records = await read('classic-mac.csv', `${header}\rFirst,1 Main St,Austin,TX,78701,x\rSecond,2 Main St,Austin,TX,78701,y\r`);
    expect(records.map((record) => record.record.businessName)).toEqual(['First', 'Second']);
  });

  it.each([
    ['not gzip at all', Buffer.from(`${header}\n`), 'Cannot read broken.csv.gz: incorrect header check'],
    [
      'cut short',
      gzipSync(`${header}\nFirst,1 Main St,Austin,TX,78701,x\n`).subarray(0, 30),
      'Cannot read broken.csv.gz: unexpected end of file',
    ],
  ])('refuses a broken gzip file (%s)', async (_, content, message) => {
    await expect(read('broken.csv.gz', content)).rejects.toMatchObject({ message });
  });

  it('refuses a record whose fields do not match the header, naming its line', async () => {
    await expect(read('short.csv', `${header}\nFirst,1 Main St,Austin,TX,78701,x\nSecond,2 Main St\n`)).rejects.toMatchObject({
      message: 'CSV syntax error: line 3 has 2 fields where the header has 6',
      location: { kind: 'line', number: 3 },
    });
  });
});

describe('readStoreFile (JSON)', () => {
  it('reads an array or { stores }, after a byte order mark too', async () => {
    expect(await read('array.json', '\uFEFF[{"businessName": "A"}, {"businessName": "B"}]')).toEqual([
      { location: { kind: 'item', number: 1 }, record: { businessName: 'A' } },
      { location: { kind: 'item', number: 2 }, record: { businessName: 'B' } },
    ]);
    expect(await read('object.json', '{"stores": [{"businessName": "A"}]}')).toHaveLength(1);
  });

  it.each([
    ['empty.json', '', 'the file is empty: it has no stores'],
    ['blank.json', ' \n\n ', 'the file is empty: it has no stores'],
    ['array.json', '[]', 'no stores in array.json: its array is empty'],
    ['object.json', '{"stores": []}', 'no stores in object.json: its array is empty'],
  ])('refuses %s with no stores', async (name, content, message) => {
    await expect(read(name, content)).rejects.toMatchObject({ message });
  });

  it('refuses JSON that is not UTF-8, naming the line', async () => {
    await expect(read('latin.json', Buffer.from('[\n{"businessName": "Caf\xe9"}\n]', 'latin1'))).rejects.toMatchObject({
      location: { kind: 'line', number: 2 },
    });
  });
});
