import { readFile } from 'node:fs/promises';
import { BulletinFormatError, parseOilBulletin } from '#shared/sources/oil-bulletin.ts';
import { FIXTURE_HISTORY_WEEKS, historyWorkbook, type Rows, workbook } from '#test/support/oil-bulletin-workbook.ts';

const fixture = (name: string) => readFile(new URL(`../../fixtures/oil-bulletin/${name}`, import.meta.url));

const refused = async (bytes: Uint8Array, message: RegExp) => {
  const outcome = parseOilBulletin(bytes);
  await expect(outcome).rejects.toBeInstanceOf(BulletinFormatError);
  await expect(outcome).rejects.toThrow(message);
};

describe('the Weekly Oil Bulletin history workbook', () => {
  test("reads Spain's diesel price with taxes per week, newest first, in EUR per litre", async () => {
    const parsed = await parseOilBulletin(await fixture('prices-history.xlsx'));

    expect(parsed.layout).toBe('history');
    expect(parsed.weeks[0]).toEqual({ week: '2026-W47', pricesInForceOn: '2026-11-16', pricePerLitre: 1.43256 });
    expect(parsed.weeks.map((week) => week.week)).toEqual([
      '2026-W47',
      '2026-W46',
      '2026-W45',
      '2026-W43',
      '2026-W42',
      '2026-W41',
      '2026-W40',
    ]);
    expect(parsed.weeks.find((week) => week.week === '2026-W46')?.pricePerLitre).toBe(1.4281);
  });

  test('lists a week whose Spanish cell is empty instead of inventing a price for it', async () => {
    const parsed = await parseOilBulletin(await fixture('prices-history.xlsx'));

    expect(parsed.weeksWithoutPrice).toEqual(['2026-W44']);
  });

  test('reads a date written as a bare spreadsheet serial like one formatted as a date', async () => {
    // 46342 is 2026-11-16 counted from 1899-12-30.
    const bytes = await historyWorkbook(FIXTURE_HISTORY_WEEKS.slice(0, 2), {
      transform: (rows) => rows.map((row, index) => (index === 3 ? [46342, ...row.slice(1)] : row)),
    });

    expect((await parseOilBulletin(bytes)).weeks[0]?.pricesInForceOn).toBe('2026-11-16');
  });
});

describe('malformed workbooks are refused with the reason, and nothing is returned', () => {
  const weeks = FIXTURE_HISTORY_WEEKS.slice(0, 3);
  const editRow = (rowIndex: number, edit: (row: Rows[number]) => Rows[number]) => (rows: Rows) =>
    rows.map((row, index) => (index === rowIndex ? edit([...row]) : row));
  const ES_DIESEL = 6;

  test('a file that is not a workbook', async () => {
    await refused(Buffer.from('<html>Moved</html>'), /not a ZIP archive/);
  });

  test('a workbook without the prices-with-taxes sheet', async () => {
    await refused(await historyWorkbook(weeks, { sheet: 'Prices' }), /no sheet 'Prices with taxes'/);
  });

  test('a renamed column', async () => {
    const bytes = await historyWorkbook(weeks, {
      transform: editRow(0, (row) => row.map((cell) => (cell === 'ES_price_with_tax_diesel' ? 'ES_diesel' : cell))),
    });
    await refused(bytes, /no column 'ES_price_with_tax_diesel' in row 1/);
  });

  test('a unit other than 1000 l', async () => {
    const bytes = await historyWorkbook(weeks, {
      transform: editRow(2, (row) => row.map((cell, index) => (index === ES_DIESEL ? 'l' : cell))),
    });
    await refused(bytes, /unit 'l' in row 3/);
  });

  test('prices that are per litre although the unit says per 1,000 litres', async () => {
    const bytes = await historyWorkbook([{ date: '2026-11-16', esDiesel: 1.43 }]);
    await refused(bytes, /0\.00143 EUR\/l, outside 0\.3-5 EUR\/l/);
  });

  test('an empty row among the weeks', async () => {
    const bytes = await historyWorkbook(weeks, {
      transform: (rows) => [...rows.slice(0, 4), rows[4]?.map(() => null) ?? [], ...rows.slice(5)],
    });
    await refused(bytes, /Row 5 of 'Prices with taxes' is empty/);
  });

  test('a price of 0', async () => {
    const bytes = await historyWorkbook([{ date: '2026-11-16', esDiesel: 0 }]);
    await refused(bytes, /Row 4 \(2026-11-16\), ES_price_with_tax_diesel: '0' is not a price/);
  });

  test('a week out of order', async () => {
    const bytes = await historyWorkbook([weeks[1], weeks[0], weeks[2]] as typeof weeks);
    await refused(bytes, /Row 5: 2026-11-16 \(2026-W47\) does not come before 2026-11-09/);
  });

  test('a week listed twice', async () => {
    const bytes = await historyWorkbook([
      { date: '2026-11-17', esDiesel: 1432 },
      { date: '2026-11-16', esDiesel: 1431 },
    ]);
    await refused(bytes, /Row 5: 2026-11-16 \(2026-W47\) does not come before 2026-11-17 \(2026-W47\)/);
  });

  test('a row whose first cell is not a date', async () => {
    const bytes = await historyWorkbook(weeks, { transform: editRow(4, (row) => ['n/a', ...row.slice(1)]) });
    await refused(bytes, /Row 5: 'n\/a' in column A is not a date/);
  });

  test('a history sheet with no weekly rows', async () => {
    await refused(await historyWorkbook([]), /has no weekly rows/);
  });

  test('a workbook in neither layout', async () => {
    await refused(
      await workbook([
        {
          sheet: 'Sheet1',
          data: [
            ['Country', 'Price'],
            ['Spain', 1432],
          ],
        },
      ]),
      /Not a Weekly Oil Bulletin workbook/,
    );
  });
});

describe('the latest-prices workbook', () => {
  test("reads Spain's automotive gas oil of the week the prices are in force", async () => {
    const parsed = await parseOilBulletin(await fixture('latest-prices.xlsx'));

    expect(parsed).toEqual({
      layout: 'latest-prices',
      weeks: [{ week: '2026-W47', pricesInForceOn: '2026-11-16', pricePerLitre: 1.43256 }],
      weeksWithoutPrice: [],
    });
  });
});
