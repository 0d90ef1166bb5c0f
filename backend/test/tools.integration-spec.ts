import Papa from 'papaparse';
import ExcelJS from 'exceljs';
import type { InventoryTrackerInfo } from '../src/contracts/api.contract';
import { ALL_COLUMNS, ITEM_STATUSES, SPEC_COLUMNS } from '../src/tools/inventory-spreadsheet';
import request from 'supertest';
import { useTestApp } from './test-app';

/** supertest's way to keep a response's bytes as they came. */
function bytes(response: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('the inventory tracker downloads', () => {
  const testApp = useTestApp();
  const get = (path: string) => testApp.http().get(path);

  it('sends an Excel workbook with the spec columns, formats, the status list, formulas and a frozen header', async () => {
    const response = await get('/downloads/inventory-tracker.xlsx').buffer(true).parse(bytes).expect(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="inventory-tracker.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.body as Buffer).buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Inventory', 'Instructions']);

    const sheet = workbook.getWorksheet('Inventory')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 10)).toEqual([...SPEC_COLUMNS]);
    expect(headers).toEqual([...ALL_COLUMNS]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    // The first example: a sold item, its money and dates formatted.
    expect(sheet.getCell('A2').value).toBe('INV-0001');
    expect(sheet.getCell('F2').numFmt).toBe('"$"#,##0.00');
    expect(sheet.getCell('G2').numFmt).toBe('"$"#,##0.00');
    expect(sheet.getCell('H2').numFmt).toBe('mm/dd/yyyy');
    expect(sheet.getCell('H2').value).toBeInstanceOf(Date);
    expect(sheet.getCell('K2').numFmt).toBe('0%');

    // Commission, payout and days in inventory are formulas, on every prepared row.
    for (const row of [2, 5, 200]) {
      expect(sheet.getCell(`M${row}`).formula).toBe(`IF(G${row}="","",G${row}*K${row})`);
      expect(sheet.getCell(`N${row}`).formula).toBe(`IF(G${row}="","",G${row}-M${row})`);
      expect(sheet.getCell(`O${row}`).formula).toBe(`IF(H${row}="","",IF(L${row}="",TODAY(),L${row})-H${row})`);
      expect(sheet.getCell(`M${row}`).numFmt).toBe('"$"#,##0.00');
      const validation = sheet.getCell(`I${row}`).dataValidation;
      expect(validation).toMatchObject({ type: 'list', formulae: [`"${ITEM_STATUSES.join(',')}"`] });
    }
    expect(ITEM_STATUSES).toEqual(['New', 'On Display', 'Sold', 'Returned to Consignor', 'Available']);
    // The sold example carries its results, for viewers that do not calculate.
    expect([sheet.getCell('M2').result, sheet.getCell('N2').result, sheet.getCell('O2').result]).toEqual([88, 132, 40]);
    expect(sheet.getCell('I2').value).toBe('Sold');

    const instructions = workbook.getWorksheet('Instructions')!;
    expect(instructions.getCell('A1').value).toBe('Consignment Inventory Tracker');
    expect(instructions.getCell('B1').value).toBe('Version 1.0.0');
  });

  it('sends a CSV with the same columns and the example rows', async () => {
    const response = await get('/downloads/inventory-tracker.csv').expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="inventory-tracker.csv"');
    const rows = Papa.parse<Record<string, string>>(response.text, { header: true, skipEmptyLines: true }).data;
    expect(Object.keys(rows[0]!)).toEqual([...ALL_COLUMNS]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      'Item ID': 'INV-0001',
      'Sale Price': '220.00',
      'Store Commission': '88.00',
      'Consigner Payout': '132.00',
      'Days in Inventory': '40',
    });
    for (const row of rows) expect(ITEM_STATUSES).toContain(row.Status);
  });

  it("tells the page each file's real size and the version, and answers a repeat download with 304", async () => {
    const info = (await get('/api/tools/inventory-tracker').expect(200)).body as InventoryTrackerInfo;
    const xlsx = await get('/downloads/inventory-tracker.xlsx').buffer(true).parse(bytes).expect(200);
    const csv = await get('/downloads/inventory-tracker.csv').expect(200);
    expect(info).toEqual({ version: '1.0.0', xlsxBytes: (xlsx.body as Buffer).length, csvBytes: Buffer.byteLength(csv.text) });
    await get('/downloads/inventory-tracker.xlsx')
      .set('If-None-Match', xlsx.headers.etag as string)
      .expect(304);
  });
});
