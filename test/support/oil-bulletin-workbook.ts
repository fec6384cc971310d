import writeXlsxFile from 'write-excel-file/node';

/**
 * Builds workbooks in the layouts of the European Commission's Weekly Oil Bulletin, for the fixtures in
 * `test/fixtures/oil-bulletin/` and for the malformed variants the parser tests need. See that folder's README
 * for what each layout is modelled on.
 */

type Cell = string | number | Date | null | { value: Date; type: DateConstructor; format: string };
export type Rows = Cell[][];

export interface HistoryWeek {
  /** The Monday the prices were in force on, YYYY-MM-DD. */
  readonly date: string;
  /** Spain's automotive gas oil with taxes, EUR per 1,000 litres; null leaves the cell empty. */
  readonly esDiesel: number | null;
}

const DATE_FORMAT = 'dd/mm/yyyy';
const dateCell = (date: string): Cell => ({ value: new Date(`${date}T00:00:00Z`), type: Date, format: DATE_FORMAT });

/** The Commission's history file groups each country's products behind a `CTR` cell; three countries suffice. */
export const historyRows = (weeks: readonly HistoryWeek[]): Rows => [
  [
    'Consumer prices of petroleum products inclusive of duties and taxes',
    'CTR',
    'EU_price_with_tax_euro95',
    'EU_price_with_tax_diesel',
    'CTR',
    'ES_price_with_tax_euro95',
    'ES_price_with_tax_diesel',
    'ES_price_with_tax_heating_oil',
    'CTR',
    'FR_price_with_tax_euro95',
    'FR_price_with_tax_diesel',
  ],
  [
    null,
    null,
    'Euro-super 95  (I)',
    'Gas oil automobile Automotive gas oil Dieselkraftstoff (I)',
    null,
    'Euro-super 95  (I)',
    'Gas oil automobile Automotive gas oil Dieselkraftstoff (I)',
    'Gas oil de chauffage Heating gas oil Heizöl (II)',
    null,
    'Euro-super 95  (I)',
    'Gas oil automobile Automotive gas oil Dieselkraftstoff (I)',
  ],
  ['Date', null, '1000 l', '1000 l', null, '1000 l', '1000 l', '1000 l', null, '1000 l', '1000 l'],
  ...weeks.map((week, index): Cell[] => [
    dateCell(week.date),
    'EU_',
    1712.4 - index * 3.1,
    1655.9 - index * 2.7,
    'ES_',
    1561.2 - index * 2.2,
    week.esDiesel,
    1034.5 - index,
    'FR_',
    1802.3 - index * 1.9,
    1733.8 - index * 2.4,
  ]),
];

/** The second sheet of the history file, prices without taxes: present so that the sheet must be chosen by name. */
const withoutTaxesRows = (weeks: readonly HistoryWeek[]): Rows => [
  ['Consumer prices of petroleum products excluding duties and taxes', 'CTR', 'ES_price_wo_tax_diesel'],
  [null, null, 'Gas oil automobile Automotive gas oil Dieselkraftstoff (I)'],
  ['Date', null, '1000 l'],
  ...weeks.map((week): Cell[] => [dateCell(week.date), 'ES_', week.esDiesel === null ? null : week.esDiesel - 720]),
];

export const workbook = (sheets: readonly { readonly sheet: string; readonly data: Rows }[]): Promise<Buffer> =>
  writeXlsxFile(sheets.map(({ sheet, data }) => ({ sheet, data: data as never }))).toBuffer();

/** A history workbook; `transform` edits the `Prices with taxes` rows to make a malformed variant. */
export const historyWorkbook = (
  weeks: readonly HistoryWeek[],
  options: { readonly sheet?: string; readonly transform?: (rows: Rows) => Rows } = {},
): Promise<Buffer> =>
  workbook([
    { sheet: options.sheet ?? 'Prices with taxes', data: (options.transform ?? ((rows) => rows))(historyRows(weeks)) },
    { sheet: 'Prices wo taxes', data: withoutTaxesRows(weeks) },
  ]);

/** The latest-prices file: the date on top, a header naming the products, one row a Member State. */
export const latestPricesWorkbook = (date: string, esDiesel: number): Promise<Buffer> =>
  workbook([
    {
      sheet: 'Prices with taxes',
      data: [
        [
          'Weekly Oil Bulletin',
          'Euro-super 95  (I)',
          'Gas oil automobile Automotive gas oil Dieselkraftstoff (I)',
          'Gas oil de chauffage Heating gas oil Heizöl (II)',
        ],
        [dateCell(date), '1000 l', '1000 l', '1000 l'],
        ['Austria', 1611.0, 1598.0, 1190.0],
        ['Belgium', 1745.31, 1802.2, 998.7],
        ['Spain', 1544.71, esDiesel, 1052.63],
        ['EUR27 weighted average', 1712.4, 1655.9, 1111.1],
      ],
    },
  ]);

/** The eight weeks of the committed history fixture, newest first, one of them without a Spanish price. */
export const FIXTURE_HISTORY_WEEKS: readonly HistoryWeek[] = [
  { date: '2026-11-16', esDiesel: 1432.56 },
  { date: '2026-11-09', esDiesel: 1428.1 },
  { date: '2026-11-02', esDiesel: 1441.93 },
  { date: '2026-10-26', esDiesel: null },
  { date: '2026-10-19', esDiesel: 1450.07 },
  { date: '2026-10-12', esDiesel: 1447.5 },
  { date: '2026-10-05', esDiesel: 1439.88 },
  { date: '2026-09-28', esDiesel: 1436.2 },
];
