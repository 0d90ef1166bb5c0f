/**
 * The consignment terms columns (`contracts/consignment-terms-columns.ts`) read into `ConsignmentTerms`:
 * each column's rule, for the import row's schema and the owner's form. A row gives no terms column,
 * or every required one.
 */
import { z } from 'zod';
import {
  CONSIGNMENT_CATEGORIES,
  INTAKE_DAYS,
  PAYOUT_METHODS,
  PAYOUT_SCHEDULES,
  UNSOLD_ACTIONS,
  type ConsignmentTerms,
  type IntakeDay,
} from '../contracts/consignment-terms';
import { REQUIRED_TERMS_COLUMNS, TERMS_COLUMN_FORMS, TERMS_COLUMNS, type TermsColumn } from '../contracts/consignment-terms-columns';

const mustBe = (column: TermsColumn) => `${column} must be ${TERMS_COLUMN_FORMS[column]}`;

/** A cell's text; a JSON list of phrases is read as the phrases joined by semicolons. */
const cellText = (value: unknown): unknown => {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) value = value.join('; ');
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const parts = (text: string) =>
  text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const AMOUNT = String.raw`\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?`;
const amountOf = (whole: string, cents: string | undefined) => Number(`${whole.replace(/,/g, '')}.${cents ?? '0'}`);
const PERCENT = String.raw`(\d{1,3}(?:\.\d{1,2})?)\s*%?`;

/** A column read by `read`, which gives undefined for text it cannot read (the column's problem is then its form). */
function column<T>(name: TermsColumn, read: (text: string) => T | undefined) {
  return z.preprocess(
    cellText,
    z
      .string({ error: mustBe(name) })
      .transform((text, context) => {
        const value = read(text);
        if (value === undefined) {
          context.addIssue({ code: 'custom', message: mustBe(name) });
          return z.NEVER;
        }
        return value;
      })
      .optional(),
  );
}

const numberIn = (low: number, high: number, whole: boolean) => (text: string) => {
  const value = Number(text.replace(/^\$|%$/g, '').trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= low && value <= high && (!whole || Number.isInteger(value))
    ? value
    : undefined;
};

function listOf<T extends string>(choices: readonly T[], aliases: (word: string) => string = (word) => word) {
  return (text: string): T[] | undefined => {
    const found = text
      .split(/[;,]/)
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => choices.find((choice) => choice.toLowerCase() === aliases(part.toLowerCase())));
    return found.length > 0 && found.every((choice) => choice !== undefined) ? [...new Set(found)] : undefined;
  };
}

const oneOf =
  <T extends string>(choices: readonly T[]) =>
  (text: string): T | undefined =>
    choices.find((choice) => choice === text.toLowerCase());

const DAY_ABBREVIATIONS = new Map(INTAKE_DAYS.map((day) => [day.slice(0, 3).toLowerCase(), day.toLowerCase()]));

function readSplit(text: string): ConsignmentTerms['split']['tiers'] | undefined {
  const tiers = parts(text).map((part) => {
    const found = new RegExp(String.raw`^${PERCENT}(?:\s+(?:up\s+)?to\s+${AMOUNT})?$`, 'i').exec(part);
    return found ? { consignorPercent: Number(found[1]), upTo: found[2] === undefined ? null : amountOf(found[2], found[3]) } : undefined;
  });
  if (tiers.length === 0 || tiers.some((tier) => tier === undefined || tier.consignorPercent > 100)) return undefined;
  const bands = tiers as ConsignmentTerms['split']['tiers'];
  // Every band but the last has its top price, each above the one before; the last has none.
  const ordered = bands.every((band, index) =>
    index === bands.length - 1 ? band.upTo === null : band.upTo !== null && band.upTo > (index === 0 ? 0 : bands[index - 1]!.upTo!),
  );
  return ordered ? bands : undefined;
}

function readCategorySplit(text: string): ConsignmentTerms['split']['byCategory'] | undefined {
  const entries = parts(text).map((part) => {
    const found = new RegExp(String.raw`^([a-z]+)\s+${PERCENT}$`, 'i').exec(part);
    const category = CONSIGNMENT_CATEGORIES.find((name) => name === found?.[1]?.toLowerCase());
    const percent = Number(found?.[2]);
    return category && percent <= 100 ? ([category, percent] as const) : undefined;
  });
  return entries.length > 0 && entries.every((entry) => entry !== undefined) ? Object.fromEntries(entries) : undefined;
}

function readMarkdowns(text: string): ConsignmentTerms['markdowns'] | undefined {
  const markdowns = parts(text).map((part) => {
    const found = /^(\d{1,2})\s*%\s*(?:off\s+)?after\s+(\d{1,3})(?:\s*days?)?$/i.exec(part);
    return found ? { percentOff: Number(found[1]), afterDays: Number(found[2]) } : undefined;
  });
  if (markdowns.length === 0 || markdowns.some((markdown) => markdown === undefined)) return undefined;
  const list = markdowns as ConsignmentTerms['markdowns'];
  // Later cuts come later and go deeper; none is the whole price.
  const ordered = list.every(
    (markdown, index) =>
      markdown.percentOff > 0 &&
      markdown.percentOff < 100 &&
      markdown.afterDays > 0 &&
      (index === 0 || (markdown.afterDays > list[index - 1]!.afterDays && markdown.percentOff > list[index - 1]!.percentOff)),
  );
  return ordered ? list : undefined;
}

/** Each column's rule. */
const termsColumnSchemas = {
  accepts: column('accepts', listOf(CONSIGNMENT_CATEGORIES)),
  consignorSplit: column('consignorSplit', readSplit),
  categorySplit: column('categorySplit', (text) => (/^none$/i.test(text) ? {} : readCategorySplit(text))),
  storeCreditPercent: column('storeCreditPercent', numberIn(0, 100, false)),
  consignmentDays: column('consignmentDays', numberIn(1, 730, true)),
  markdowns: column('markdowns', (text) => (/^none$/i.test(text) ? [] : readMarkdowns(text))),
  itemFee: column('itemFee', numberIn(0, 1000, false)),
  saleFeePercent: column('saleFeePercent', numberIn(0, 100, false)),
  intakeDays: column(
    'intakeDays',
    listOf(INTAKE_DAYS, (word) => DAY_ABBREVIATIONS.get(word) ?? word),
  ),
  intake: column(
    'intake',
    listOf(['walk-in', 'appointment'] as const, (word) => word.replace(/^walk\s*in$/, 'walk-in')),
  ),
  itemLimit: column('itemLimit', numberIn(1, 10_000, true)),
  intakeSeasons: column('intakeSeasons', (text) => (text.length <= 200 ? text : undefined)),
  payoutSchedule: column('payoutSchedule', oneOf(PAYOUT_SCHEDULES)),
  payoutMethods: column('payoutMethods', listOf(PAYOUT_METHODS)),
  payoutMinimum: column('payoutMinimum', numberIn(0, 10_000, false)),
  unsold: column('unsold', oneOf(UNSOLD_ACTIONS)),
  unsoldGraceDays: column('unsoldGraceDays', numberIn(0, 365, true)),
} satisfies Record<TermsColumn, z.ZodType>;

/** The columns as read: each a value, or undefined where the cell was empty. */
type TermsCells = { [Column in TermsColumn]?: z.output<(typeof termsColumnSchemas)[Column]> };

/**
 * A row's terms from its read cells: null when it gives none, else the terms, or the problems of a
 * row that gives some but not every required column, or markdowns past its consignment days.
 */
function termsOfCells(
  cells: TermsCells,
): { terms: ConsignmentTerms | null; problems?: never } | { problems: { field: string; problem: string }[] } {
  if (TERMS_COLUMNS.every((name) => cells[name] === undefined)) return { terms: null };
  const missing = REQUIRED_TERMS_COLUMNS.filter((name) => cells[name] === undefined);
  if (missing.length > 0)
    return {
      problems: missing.map((field) => ({ field, problem: `${field} is required with the other consignment terms columns` })),
    };
  const markdowns = cells.markdowns ?? [];
  if (markdowns.some((markdown) => markdown.afterDays >= cells.consignmentDays!))
    return { problems: [{ field: 'markdowns', problem: mustBe('markdowns') }] };
  const intake = cells.intake!;
  return {
    terms: {
      accepts: cells.accepts!,
      split: { tiers: cells.consignorSplit!, byCategory: cells.categorySplit ?? {}, storeCreditPercent: cells.storeCreditPercent ?? null },
      periodDays: cells.consignmentDays!,
      markdowns,
      fees: { perItem: cells.itemFee ?? 0, percentOfSale: cells.saleFeePercent ?? 0 },
      intake: {
        days: sortedDays(cells.intakeDays ?? []),
        walkIn: intake.includes('walk-in'),
        appointment: intake.includes('appointment'),
        itemLimit: cells.itemLimit ?? null,
        seasons: cells.intakeSeasons ?? null,
      },
      payout: { schedule: cells.payoutSchedule!, methods: cells.payoutMethods!, minimum: cells.payoutMinimum ?? 0 },
      unsold: { action: cells.unsold!, graceDays: cells.unsoldGraceDays! },
    },
  };
}

type ColumnRead = { value: unknown; problem?: never } | { problem: string };

/** How many distinct texts of a column a reader keeps what it read of. */
const KEPT_READS = 10_000;

/**
 * A reader of terms columns (a file's rows, an owner's form): each distinct text of a column is read
 * once (a file repeats the same few phrases on thousands of rows), then `termsOfCells`. Answers the
 * terms, null when every column is empty, or each column's problem.
 */
export function createTermsReader(): (record: Record<string, unknown>) => ReturnType<typeof termsOfCells> {
  const kept = new Map(TERMS_COLUMNS.map((column) => [column, new Map<string, ColumnRead>()]));
  return (record) => {
    const cells: Record<string, unknown> = {};
    const problems: { field: string; problem: string }[] = [];
    for (const column of TERMS_COLUMNS) {
      const given = record[column];
      if (given === undefined) continue;
      const reads = kept.get(column)!;
      const key = typeof given === 'string' ? given : JSON.stringify(given);
      let read = reads.get(key);
      if (!read) {
        const parsed = termsColumnSchemas[column].safeParse(given);
        read = parsed.success ? { value: parsed.data } : { problem: parsed.error.issues[0]?.message ?? `${column} is not valid` };
        if (reads.size < KEPT_READS) reads.set(key, read);
      }
      if (read.problem !== undefined) problems.push({ field: column, problem: read.problem });
      else if (read.value !== undefined) cells[column] = read.value;
    }
    return problems.length > 0 ? { problems } : termsOfCells(cells);
  };
}

const sortedDays = (days: IntakeDay[]) => [...days].sort((a, b) => INTAKE_DAYS.indexOf(a) - INTAKE_DAYS.indexOf(b));

/** An owner's terms, read as an import's row is. */
export const readTermsColumns = (columns: Partial<Record<TermsColumn, unknown>>) => createTermsReader()(columns);
