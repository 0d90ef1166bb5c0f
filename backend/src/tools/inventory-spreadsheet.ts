import Papa from 'papaparse';
import ExcelJS from 'exceljs';

import { INVENTORY_TRACKER_VERSION } from '../contracts/tools.contract';

/** Spec: the item statuses the spreadsheet names. No transitions are enforced. */
export const ITEM_STATUSES = ['New', 'On Display', 'Sold', 'Returned to Consignor', 'Available'] as const;

/** Spec: the spreadsheet's ten columns, in order. */
export const SPEC_COLUMNS = [
  'Item ID',
  'Item Name',
  'Category',
  'Brand',
  'Consigner Name',
  'Price',
  'Sale Price',
  'Date Received',
  'Status',
  'Notes',
] as const;

/** Columns the spreadsheet's text mentions, entered per item or worked out by formulas. */
export const TRACKING_COLUMNS = ['Commission Rate', 'Sale Date', 'Store Commission', 'Consigner Payout', 'Days in Inventory'] as const;

export const ALL_COLUMNS = [...SPEC_COLUMNS, ...TRACKING_COLUMNS] as const;

/** Rows made ready for entries: formulas, formats and the status list. */
export const PREPARED_ROWS = 500;

const CURRENCY = '"$"#,##0.00';
const DATE = 'mm/dd/yyyy';
const PERCENT = '0%';

interface ExampleItem {
  id: string;
  name: string;
  category: string;
  brand: string;
  consigner: string;
  price: number;
  salePrice: number | null;
  received: Date;
  status: (typeof ITEM_STATUSES)[number];
  notes: string;
  commissionRate: number;
  saleDate: Date | null;
}

const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date));

const EXAMPLES: ExampleItem[] = [
  {
    id: 'INV-0001',
    name: 'Mid-century walnut side table',
    category: 'Furniture',
    brand: 'Lane',
    consigner: 'Maria Lopez',
    price: 240,
    salePrice: 220,
    received: day(2025, 3, 3),
    status: 'Sold',
    notes: 'Marked down 10% after 30 days',
    commissionRate: 0.4,
    saleDate: day(2025, 4, 12),
  },
  {
    id: 'INV-0002',
    name: 'Wool peacoat, size M',
    category: 'Clothing',
    brand: 'J.Crew',
    consigner: 'Dan Whitfield',
    price: 85,
    salePrice: null,
    received: day(2025, 3, 10),
    status: 'On Display',
    notes: 'Dry cleaned',
    commissionRate: 0.5,
    saleDate: null,
  },
  {
    id: 'INV-0003',
    name: 'Sterling silver charm bracelet',
    category: 'Jewelry',
    brand: 'Pandora',
    consigner: 'Maria Lopez',
    price: 120,
    salePrice: null,
    received: day(2025, 3, 17),
    status: 'New',
    notes: 'Needs photos',
    commissionRate: 0.45,
    saleDate: null,
  },
];

/** What the formulas give for an example item: money when it sold; days until its sale (unsold ones count to today). */
function exampleResults(item: ExampleItem): { commission: number | string; payout: number | string; days: number | undefined } {
  if (item.salePrice === null) return { commission: '', payout: '', days: undefined };
  const commission = Math.round(item.salePrice * item.commissionRate * 100) / 100;
  const days = item.saleDate ? Math.round((item.saleDate.getTime() - item.received.getTime()) / 86_400_000) : undefined;
  return { commission, payout: Math.round((item.salePrice - commission) * 100) / 100, days };
}

/** The formulas of a row: commission on the sale price, the consigner's share, days from receipt to sale (or today). */
function formulas(row: number) {
  return {
    commission: `IF(G${row}="","",G${row}*K${row})`,
    payout: `IF(G${row}="","",G${row}-M${row})`,
    days: `IF(H${row}="","",IF(L${row}="",TODAY(),L${row})-H${row})`,
  };
}

function buildInventorySheet(workbook: ExcelJS.Workbook): void {
  const sheet = workbook.addWorksheet('Inventory', { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = [12, 32, 14, 14, 20, 12, 12, 15, 22, 36, 16, 13, 17, 17, 18];
  sheet.columns = ALL_COLUMNS.map((header, index) => ({ header, key: header, width: widths[index] }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF9A3412' } };
  header.alignment = { vertical: 'middle' };
  sheet.autoFilter = { from: 'A1', to: `O1` };

  for (let row = 2; row <= PREPARED_ROWS + 1; row += 1) {
    const example = EXAMPLES[row - 2];
    const cells = sheet.getRow(row);
    if (example) {
      cells.values = [
        example.id,
        example.name,
        example.category,
        example.brand,
        example.consigner,
        example.price,
        example.salePrice ?? undefined,
        example.received,
        example.status,
        example.notes,
        example.commissionRate,
        example.saleDate ?? undefined,
      ];
    }
    const { commission, payout, days } = formulas(row);
    // The example rows carry their results too, for viewers that show a file without calculating it.
    const results = example ? exampleResults(example) : null;
    cells.getCell(13).value = { formula: commission, result: results?.commission };
    cells.getCell(14).value = { formula: payout, result: results?.payout };
    cells.getCell(15).value = { formula: days, result: results?.days };
    for (const column of [6, 7, 13, 14]) cells.getCell(column).numFmt = CURRENCY;
    for (const column of [8, 12]) cells.getCell(column).numFmt = DATE;
    cells.getCell(11).numFmt = PERCENT;
    cells.getCell(15).numFmt = '0';
    cells.getCell(9).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [`"${ITEM_STATUSES.join(',')}"`],
      showErrorMessage: true,
      errorTitle: 'Status',
      error: `Choose one of: ${ITEM_STATUSES.join(', ')}`,
    };
  }
}

const INSTRUCTIONS = [
  ['Consignment Inventory Tracker', `Version ${INVENTORY_TRACKER_VERSION}`],
  [],
  ['How to use it'],
  ['1.', 'Replace the example rows on the Inventory sheet with your own items, one row each.'],
  ['2.', 'Give every item an Item ID you also write on its tag, so store and spreadsheet match.'],
  ['3.', 'Enter the Price you agreed, the Date Received and the Commission Rate the store charges, with its % sign (40%).'],
  ['4.', `Pick a Status from the list: ${ITEM_STATUSES.join(', ')}.`],
  ['5.', 'When an item sells, enter its Sale Price and Sale Date. Store Commission and Consigner Payout fill in.'],
  ['6.', 'Days in Inventory counts from the Date Received to the Sale Date, or to today while the item is unsold.'],
  [],
  ['Tips'],
  ['•', 'Filter the Status column to see what is still on display, or what sold and is waiting for a payout.'],
  ['•', 'Note markdowns in Notes (for example "Marked down 20% after 60 days") to see how prices move.'],
  ['•', 'Check items near the end of the consignment period (often 30 to 90 days) and decide: mark down or collect.'],
];

function buildInstructionsSheet(workbook: ExcelJS.Workbook): void {
  const sheet = workbook.addWorksheet('Instructions');
  sheet.columns = [{ width: 6 }, { width: 100 }];
  for (const line of INSTRUCTIONS) sheet.addRow(line);
  sheet.getCell('A1').font = { bold: true, size: 16 };
  for (const cell of ['A3', 'A11']) sheet.getCell(cell).font = { bold: true, size: 13 };
}

/** The Excel workbook: the Inventory sheet (frozen header, formats, status list, formulas) and Instructions. */
export async function buildInventoryWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Consignment Store Finder';
  workbook.title = 'Consignment Inventory Tracker';
  workbook.description = `Version ${INVENTORY_TRACKER_VERSION}`;
  // Fixed dates make the same file on every start (and so the same ETag).
  workbook.created = day(2025, 1, 1);
  workbook.modified = day(2025, 1, 1);
  // Spreadsheet programs work every formula out when the file opens.
  workbook.calcProperties.fullCalcOnLoad = true;
  buildInventorySheet(workbook);
  buildInstructionsSheet(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csvDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '');
const csvMoney = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** The same columns as CSV, with the example rows and their worked-out values. */
export function buildInventoryCsv(): string {
  const rows = EXAMPLES.map((item) => {
    const results = exampleResults(item);
    const money = (value: number | string) => (typeof value === 'number' ? csvMoney(value) : '');
    return [
      item.id,
      item.name,
      item.category,
      item.brand,
      item.consigner,
      csvMoney(item.price),
      csvMoney(item.salePrice),
      csvDate(item.received),
      item.status,
      item.notes,
      `${Math.round(item.commissionRate * 100)}%`,
      csvDate(item.saleDate),
      money(results.commission),
      money(results.payout),
      results.days === undefined ? '' : String(results.days),
    ];
  });
  return `${Papa.unparse([[...ALL_COLUMNS], ...rows], { newline: '\n' })}\n`;
}
