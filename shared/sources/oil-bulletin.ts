import { readSheet, SheetNotFoundError } from 'read-excel-file/node';
import { isoWeekOfDate } from '#shared/domain/pricing/fuel.ts';

/**
 * Reader of the European Commission's Weekly Oil Bulletin workbooks: Spain's automotive gas oil (diesel) price
 * with taxes, per week. Two layouts are recognised; anything else is refused, never guessed at.
 *
 * - The history file (`Weekly_Oil_Bulletin_Prices_History_maticni_4web.xlsx`): sheet `Prices with taxes`; row 1
 *   holds machine names (`ES_price_with_tax_diesel`, `CTR` separators, ...), row 2 product labels, row 3 units
 *   (`1000 l`); from row 4, one week a row, newest first, column A the date the prices were in force on (a
 *   spreadsheet date serial). About 226 columns and 1,100 weeks since 2005.
 * - The latest-prices file (`Weekly_Oil_Bulletin_Weekly_prices_with_Taxes.xlsx`): one sheet, the date the prices
 *   are in force on near the top, a header naming the products (`Automotive gas oil`), one row a country.
 *
 * Both state prices in EUR per 1,000 litres; the figures returned are EUR per litre.
 */

export const HISTORY_SHEET = 'Prices with taxes';
export const HISTORY_COLUMN = 'ES_price_with_tax_diesel';
const HISTORY_UNIT = /^1\s?000\s*l$/i;
const HISTORY_FIRST_DATA_ROW = 4;
const LITRES_PER_UNIT = 1000;

/** Spanish diesel has cost between 0.7 and 2.5 EUR/l since 2005: outside 0.3-5 the unit or the cell is wrong. */
const PLAUSIBLE_EUR_PER_LITRE = { min: 0.3, max: 5 } as const;

/** Spreadsheet serials count days from 1899-12-30; 30,000-80,000 spans 1982-2119, so anything else is no date. */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);
const PLAUSIBLE_SERIAL = { min: 30_000, max: 80_000 } as const;
const DAY_MS = 86_400_000;

export interface BulletinWeek {
  /** ISO week of the date the prices were in force on. */
  readonly week: string;
  /** The bulletin's "prices in force on" date, YYYY-MM-DD. */
  readonly pricesInForceOn: string;
  /** EUR per litre, taxes included. */
  readonly pricePerLitre: number;
}

export interface ParsedBulletin {
  readonly layout: 'history' | 'latest-prices';
  /** Newest first, as the Commission publishes them. */
  readonly weeks: readonly BulletinWeek[];
  /** Weeks the file lists without a Spanish diesel price (the history has a few such holes). */
  readonly weeksWithoutPrice: readonly string[];
}

/** The workbook is not one the reader recognises, or a cell in it is not what the layout promises. */
export class BulletinFormatError extends Error {
  override name = 'BulletinFormatError';
}

type Cell = string | number | boolean | Date | null | undefined;
type Rows = readonly (readonly Cell[])[];

const isEmpty = (cell: Cell): boolean => cell === null || cell === undefined || String(cell).trim() === '';
const text = (cell: Cell): string => (cell instanceof Date ? cell.toISOString() : String(cell ?? '').trim());

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A date cell: a Date (a date-formatted serial, as the reader returns it) or a bare serial number. */
const dateOfCell = (cell: Cell): string | undefined => {
  if (cell instanceof Date && !Number.isNaN(cell.getTime())) return isoDate(cell.getTime());
  if (
    typeof cell === 'number' &&
    Number.isInteger(cell) &&
    cell >= PLAUSIBLE_SERIAL.min &&
    cell <= PLAUSIBLE_SERIAL.max
  ) {
    return isoDate(SERIAL_EPOCH_MS + cell * DAY_MS);
  }
  return undefined;
};

/** EUR per 1,000 litres (2 decimals in the bulletin) to EUR per litre, without binary-fraction noise. */
const perLitre = (perThousandLitres: number): number => Math.round(perThousandLitres * 100) / (100 * LITRES_PER_UNIT);

const priceOfCell = (cell: Cell, where: string): number | undefined => {
  if (isEmpty(cell)) return undefined;
  const value = typeof cell === 'number' ? cell : Number(text(cell).replace(/,/g, ''));
  if (!Number.isFinite(value) || value <= 0) {
    throw new BulletinFormatError(`${where}: '${text(cell)}' is not a price per 1,000 litres.`);
  }
  const litre = perLitre(value);
  if (litre < PLAUSIBLE_EUR_PER_LITRE.min || litre > PLAUSIBLE_EUR_PER_LITRE.max) {
    throw new BulletinFormatError(
      `${where}: ${value} per 1,000 litres is ${litre} EUR/l, outside ${PLAUSIBLE_EUR_PER_LITRE.min}-${PLAUSIBLE_EUR_PER_LITRE.max} EUR/l: the unit or the cell has changed.`,
    );
  }
  return litre;
};

const parseHistory = (rows: Rows): ParsedBulletin => {
  const header = rows[0] ?? [];
  const column = header.findIndex((cell) => text(cell) === HISTORY_COLUMN);
  if (column < 0) {
    throw new BulletinFormatError(`Sheet '${HISTORY_SHEET}' has no column '${HISTORY_COLUMN}' in row 1.`);
  }
  const unit = text(rows[2]?.[column]);
  if (!HISTORY_UNIT.test(unit)) {
    throw new BulletinFormatError(
      `Column '${HISTORY_COLUMN}' states the unit '${unit}' in row 3; the reader expects '1000 l' (EUR per 1,000 litres).`,
    );
  }
  const data = rows.slice(HISTORY_FIRST_DATA_ROW - 1);
  const lastUsed = data.findLastIndex((row) => !row.every(isEmpty));
  if (lastUsed < 0) throw new BulletinFormatError(`Sheet '${HISTORY_SHEET}' has no weekly rows.`);

  const weeks: BulletinWeek[] = [];
  const weeksWithoutPrice: string[] = [];
  let previous: { date: string; week: string; rowNumber: number } | undefined;
  data.slice(0, lastUsed + 1).forEach((row, index) => {
    const rowNumber = index + HISTORY_FIRST_DATA_ROW;
    if (row.every(isEmpty)) throw new BulletinFormatError(`Row ${rowNumber} of '${HISTORY_SHEET}' is empty.`);
    const date = dateOfCell(row[0]);
    if (!date) {
      throw new BulletinFormatError(`Row ${rowNumber}: '${text(row[0])}' in column A is not a date.`);
    }
    const week = isoWeekOfDate(date);
    if (previous && (date >= previous.date || week === previous.week)) {
      throw new BulletinFormatError(
        `Row ${rowNumber}: ${date} (${week}) does not come before ${previous.date} (${previous.week}) of row ${previous.rowNumber}: the weeks must run newest first, one row each.`,
      );
    }
    previous = { date, week, rowNumber };
    const price = priceOfCell(row[column], `Row ${rowNumber} (${date}), ${HISTORY_COLUMN}`);
    if (price === undefined) weeksWithoutPrice.push(week);
    else weeks.push({ week, pricesInForceOn: date, pricePerLitre: price });
  });
  return { layout: 'history', weeks, weeksWithoutPrice };
};

/** A date written in a title cell, e.g. "Prices in force on 17/11/2025". */
const dateInText = (cell: Cell): string | undefined => {
  const found = /(\d{1,2})[/.](\d{1,2})[/.](\d{4})/.exec(text(cell)) ?? /(\d{4})-(\d{2})-(\d{2})/.exec(text(cell));
  if (!found) return undefined;
  const [, a, b, c] = found as unknown as [string, string, string, string];
  const [year, month, day] = a.length === 4 ? [a, b, c] : [c, b, a];
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const date = isoDate(ms);
  return date === `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` ? date : undefined;
};

const LATEST_HEADER_ROWS = 6;

const parseLatestPrices = (rows: Rows, sheet: string): ParsedBulletin => {
  const spainRow = rows.findIndex((row) => ['spain', 'es'].includes(text(row[0]).toLowerCase()));
  const top = rows.slice(0, Math.min(spainRow < 0 ? LATEST_HEADER_ROWS : spainRow, LATEST_HEADER_ROWS));
  const column = top
    .map((row) => row.findIndex((cell) => /automotive gas oil/i.test(text(cell))))
    .find((index) => index >= 0);
  if (spainRow < 0 || column === undefined) {
    throw new BulletinFormatError(
      `Not a Weekly Oil Bulletin workbook: no sheet '${HISTORY_SHEET}' with the history file's column names in row 1, and ${sheet} has no 'Spain' row under an 'Automotive gas oil' column (latest-prices file).`,
    );
  }
  const date = top.flatMap((row) => row.map((cell) => dateOfCell(cell) ?? dateInText(cell))).find(Boolean);
  if (!date) {
    throw new BulletinFormatError(`${sheet} states no date the prices are in force on above the country rows.`);
  }
  const price = priceOfCell(rows[spainRow]?.[column], `Row ${spainRow + 1} (Spain), Automotive gas oil`);
  if (price === undefined)
    throw new BulletinFormatError(`Row ${spainRow + 1} (Spain) has no automotive gas oil price.`);
  return {
    layout: 'latest-prices',
    weeks: [{ week: isoWeekOfDate(date), pricesInForceOn: date, pricePerLitre: price }],
    weeksWithoutPrice: [],
  };
};

const isZip = (bytes: Uint8Array): boolean => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** Row 1 of the history file names every column `<country>_price_with_tax_<product>`. */
const isHistoryHeader = (rows: Rows): boolean =>
  (rows[0] ?? []).some((cell) => /^[A-Z0-9]{2,4}_price_with_tax_/.test(text(cell)));

/** Reads Spain's weekly diesel price with taxes from a bulletin workbook (.xlsx bytes). */
export const parseOilBulletin = async (bytes: Uint8Array): Promise<ParsedBulletin> => {
  if (!isZip(bytes)) throw new BulletinFormatError('Not an .xlsx workbook (the file is not a ZIP archive).');
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const read = async (sheet: string | number): Promise<Rows | undefined> => {
    try {
      return (await readSheet(buffer, sheet)) as Rows;
    } catch (error) {
      if (error instanceof SheetNotFoundError) return undefined;
      throw new BulletinFormatError('The workbook cannot be read as .xlsx.', { cause: error });
    }
  };
  const history = await read(HISTORY_SHEET);
  if (history && isHistoryHeader(history)) return parseHistory(history);
  return parseLatestPrices(history ?? (await read(1)) ?? [], history ? `'${HISTORY_SHEET}'` : 'the first sheet');
};
