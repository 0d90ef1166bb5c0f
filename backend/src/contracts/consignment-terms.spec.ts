import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateProfit } from './profit-calculator';
import {
  describeTerms,
  CONSIGNMENT_CATEGORIES,
  payoutOn,
  payoutWithinPeriod,
  termsFacts,
  type ConsignmentCategory,
  type ConsignmentTerms,
} from './consignment-terms';

/** docs/consignment-terms.md: its example stores (a JSON block under each `### Store X`) and its table of payouts. */
const DOC = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'consignment-terms.md'), 'utf8');

function exampleStores(): Map<string, ConsignmentTerms> {
  const stores = new Map<string, ConsignmentTerms>();
  for (const match of DOC.matchAll(/^### Store (\w+)\n[\s\S]*?```json\n([\s\S]*?)```/gm))
    stores.set(match[1]!, JSON.parse(match[2]!) as ConsignmentTerms);
  return stores;
}

interface ExampleRow {
  store: string;
  category: ConsignmentCategory;
  price: number;
  day: number;
  storeCredit: boolean;
  salePrice: number;
  share: number;
  fees: number;
  storeKeeps: number;
  payout: number;
}

function exampleRows(): ExampleRow[] {
  return DOC.split('\n')
    .filter((line) => /^\| [A-Z] \|/.test(line))
    .map((line) => {
      const [store, category, price, day, credit, salePrice, share, fees, storeKeeps, payout] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return {
        store: store!,
        category: category as ConsignmentCategory,
        price: Number(price),
        day: Number(day),
        storeCredit: credit === 'yes',
        salePrice: Number(salePrice),
        share: Number(share),
        fees: Number(fees),
        storeKeeps: Number(storeKeeps),
        payout: Number(payout),
      };
    });
}

describe('consignment payouts, as docs/consignment-terms.md works them through', () => {
  const stores = exampleStores();
  const rows = exampleRows();

  it('reads the two example stores and eight examples from the document', () => {
    expect([...stores.keys()]).toEqual(['A', 'B']);
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(CONSIGNMENT_CATEGORIES).toContain(row.category);
  });

  it.each(
    rows.map(
      (row) => [`${row.store}: ${row.category} at $${row.price}, day ${row.day}${row.storeCredit ? ', store credit' : ''}`, row] as const,
    ),
  )('%s', (_name, row) => {
    const paid = payoutOn(stores.get(row.store)!, row.category, row.price, row.day, row.storeCredit);
    expect(paid).toEqual({
      salePrice: row.salePrice,
      consignorPercent: row.share,
      fees: row.fees,
      storeKeeps: row.storeKeeps,
      payout: row.payout,
    });
  });

  it('pays what the profit calculator says for the same price, commission (100 - share) and fees', () => {
    for (const row of rows) {
      const calculator = calculateProfit({
        sellingPrice: String(row.salePrice),
        commissionRate: String(100 - row.share),
        fees: String(row.fees),
      });
      expect(calculator).toMatchObject({ ok: true, profit: row.payout });
    }
  });

  it("gives the least an item pays within the period from the period's last day, after every markdown it reaches", () => {
    const a = stores.get('A')!;
    const { atFullPrice, atLowest } = payoutWithinPeriod(a, 'clothing', 80);
    expect([atFullPrice.payout, atLowest.payout, atLowest.salePrice]).toEqual([30, 14, 40]);
    // A markdown from the period's end on never applies.
    const late: ConsignmentTerms = { ...a, markdowns: [...a.markdowns, { afterDays: 60, percentOff: 90 }] };
    expect(payoutWithinPeriod(late, 'clothing', 80).atLowest.salePrice).toBe(40);
  });

  it('says the terms in the words the document quotes for Store A', () => {
    const words = describeTerms(stores.get('A')!);
    for (const sentence of DOC.match(/"([^"]+\.)"/g)!.map((quoted) => quoted.slice(1, -1).replace(/\s+/g, ' ')))
      expect(Object.values(words)).toContain(sentence);
    expect(describeTerms(stores.get('B')!)).toMatchObject({
      split: 'You get 50% of the sale price and 65% for furniture, or 70% as store credit.',
      intake: 'Book an appointment Monday and Friday.',
      fees: '3% of each sale.',
      payout: 'Paid as each item sells by bank transfer.',
      unsold: 'Unsold items go back to you: pick them up within 14 days.',
    });
  });

  it('never pays below zero when the fees pass the share, and says which categories a store takes', () => {
    const a = stores.get('A')!;
    expect(payoutOn({ ...a, fees: { perItem: 10, percentOfSale: 0 } }, 'clothing', 5, 0).payout).toBe(0);
    // What the filters read: furniture taken or not, the least share in cash (the lowest band), walk-ins.
    expect(termsFacts(a)).toEqual({ consignsFurniture: true, leastConsignorPercent: 40, walkInIntake: a.intake.walkIn });
    expect(termsFacts({ ...a, accepts: ['books'] }).consignsFurniture).toBe(false);
    expect(termsFacts(null)).toEqual({ consignsFurniture: false, leastConsignorPercent: null, walkInIntake: false });
  });
});
