import { readFileSync } from 'node:fs';
import { corridors } from '#data/journey/index.ts';
import { tariff } from '#data/tariffs/index.ts';
import { TariffCsvError } from '#shared/domain/pricing/errors.ts';
import type { TariffVersion } from '#shared/domain/pricing/tariff.schema.ts';
import { parseTariffCsv, type TariffCsvMeta } from '#shared/domain/pricing/tariff-csv.ts';

const meta: TariffCsvMeta = {
  id: '2027',
  validFrom: '2027-01-01',
  fuel: { share: 0.3, referencePrice: 1.47 },
  minimumBillableMetres: 1,
};

const MAINLAND =
  '01 02 03 04 05 06 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 36 37 39 40 41 42 43 44 45 46 47 48 49 50 51 52';
const HEADER =
  'origin_zone,origin_name,origin_provinces,destination_zone,destination_name,destination_country,destination_prefixes,minimum_charge,upto_2,upto_10';

const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');
const mainlandTo = (destination: string, prices = '300,250,200') =>
  `ES-MAIN,Península,${MAINLAND},${destination},${prices}`;
const islands = 'ES-IS,Islas,07 35 38,,,,,,,';

const issuesOf = (text: string, overrides: Partial<TariffCsvMeta> = {}) => {
  try {
    parseTariffCsv(text, { ...meta, ...overrides }, corridors());
  } catch (error) {
    if (error instanceof TariffCsvError) return error.issues;
    throw error;
  }
  throw new Error('expected the CSV to be rejected');
};

const sortedZones = (version: TariffVersion) => ({
  ...version,
  originZones: [...version.originZones].sort((a, b) => a.id.localeCompare(b.id)),
  destinationZones: [...version.destinationZones].sort((a, b) => a.id.localeCompare(b.id)),
});

describe('parseTariffCsv', () => {
  test('a row per lane becomes zones and a lane with its bands', () => {
    // Act
    const version = parseTariffCsv(csv(mainlandTo('IT-N,Italia norte,IT,1 2 3 4'), islands), meta, corridors());
    // Assess
    expect(version.lanes).toEqual([
      {
        origin: 'ES-MAIN',
        destination: 'IT-N',
        minimumCharge: 300,
        bands: [
          { upToLdm: 2, pricePerLdm: 250 },
          { upToLdm: 10, pricePerLdm: 200 },
        ],
      },
    ]);
    expect(version.destinationZones).toEqual([
      { id: 'IT-N', name: 'Italia norte', country: 'IT', postalPrefixes: ['1', '2', '3', '4'] },
    ]);
    expect(version.originZones.map((zone) => zone.id)).toEqual(['ES-MAIN', 'ES-IS']);
    expect(version).toMatchObject({ id: '2027', validFrom: '2027-01-01', currency: 'EUR', fuel: meta.fuel });
  });

  test('the example file imports to the sample 2027 version', () => {
    // Prepare
    const text = readFileSync(new URL('../../../data/tariffs/example-tariff.csv', import.meta.url), 'utf8');
    const expected = tariff.versions.find((version) => version.id === '2027');
    // Act
    const version = parseTariffCsv(text, meta, corridors());
    // Assess
    expect(expected).toBeDefined();
    // The CSV holds no hubs or emission figures: the version's `emissions` is written in tariff.json.
    const { emissions: _notInCsv, ...fromCsv } = expected as TariffVersion;
    expect(sortedZones(version)).toEqual(sortedZones(fromCsv));
  });

  test('a semicolon export with decimal commas, a BOM and upper-case headers is read', () => {
    const text = [
      '\uFEFFORIGIN_ZONE;Origin_Name;ORIGIN_PROVINCES;DESTINATION_ZONE;DESTINATION_NAME;DESTINATION_COUNTRY;DESTINATION_PREFIXES;MINIMUM_CHARGE;UPTO_2;UPTO_10',
      `ES-MAIN;Península;${MAINLAND};IT;Italia;IT;;300,50;250,25;200`,
      'ES-IS;Islas;07 35 38;;;;;;;',
    ].join('\r\n');
    const version = parseTariffCsv(text, meta, corridors());
    expect(version.lanes[0]).toMatchObject({
      minimumCharge: 300.5,
      bands: [{ pricePerLdm: 250.25 }, { pricePerLdm: 200 }],
    });
    expect(version.destinationZones[0]?.postalPrefixes).toEqual([]);
  });

  test('province codes without their leading zero are padded', () => {
    const text = csv(mainlandTo('IT,Italia,IT,'), 'ES-IS,Islas,7 35 38,,,,,,,');
    expect(parseTariffCsv(text, meta, corridors()).originZones[1]?.provinces).toEqual(['07', '35', '38']);
  });

  test('a bad amount is reported with its row and column', () => {
    const issues = issuesOf(csv(mainlandTo('IT,Italia,IT,', '300,2.500;00,200'), islands));
    expect(issues).toContainEqual(expect.objectContaining({ row: 2, column: 'upto_2' }));
    expect(issues[0]?.message).toContain('is not an amount in EUR');
  });

  test('a missing price on a row with prices is reported', () => {
    const issues = issuesOf(csv(mainlandTo('IT,Italia,IT,', '300,,200'), islands));
    expect(issues).toEqual([
      expect.objectContaining({ row: 2, column: 'upto_2', message: expect.stringContaining('missing') }),
    ]);
  });

  test('every problem is reported at once, each on its own line', () => {
    // Act
    let error: unknown;
    try {
      parseTariffCsv(
        csv(mainlandTo('IT,Italia,IT,', 'x,250,200'), mainlandTo('FR,Francia,FR,', '300,y,200'), islands),
        meta,
        corridors(),
      );
    } catch (caught) {
      error = caught;
    }
    // Assess
    expect(error).toBeInstanceOf(TariffCsvError);
    expect((error as Error).message.split('\n')).toEqual([
      'row 2, column "minimum_charge": "x" is not an amount in EUR such as 245.50 or 245,50',
      'row 3, column "upto_2": "y" is not an amount in EUR such as 245.50 or 245,50',
    ]);
  });

  test('an unknown or missing column is reported on the header row', () => {
    const text = [
      'origin_zone,origin_provinces,destination_zone,destination_country,minimum_charge,upto_10,price',
    ].join('\n');
    const issues = issuesOf(text);
    expect(issues).toContainEqual(
      expect.objectContaining({ row: 1, column: 'price', message: expect.stringContaining('unknown column') }),
    );
    expect(issues).toContainEqual({ row: 1, column: 'destination_prefixes', message: 'required column is missing' });
  });

  test('bands that stop short of 10 m are rejected', () => {
    const text = `${HEADER.replace('upto_10', 'upto_8')}\n${mainlandTo('IT,Italia,IT,')}`;
    expect(issuesOf(text)).toContainEqual(expect.objectContaining({ row: 1, column: 'upto_8' }));
  });

  test('a zone defined differently on two rows is rejected, naming both rows', () => {
    const issues = issuesOf(
      csv(mainlandTo('IT-N,Italia norte,IT,1 2'), mainlandTo('IT-N,Italia norte,IT,1 2 3'), islands),
    );
    expect(issues).toEqual([
      expect.objectContaining({ row: 3, column: 'destination_prefixes', message: expect.stringContaining('row 2') }),
    ]);
  });

  test('provinces missing from every zone are reported', () => {
    const issues = issuesOf(csv(mainlandTo('IT,Italia,IT,')));
    expect(issues).toContainEqual(
      expect.objectContaining({ column: 'origin_provinces', message: 'provinces not in any origin zone: 07, 35, 38' }),
    );
  });

  test('a duplicate lane is reported on its second row', () => {
    const issues = issuesOf(csv(mainlandTo('IT,Italia,IT,'), mainlandTo('IT,Italia,IT,'), islands));
    expect(issues).toEqual([expect.objectContaining({ row: 3, message: 'duplicate lane ES-MAIN → IT' })]);
  });

  test('broken quoting is reported with its line', () => {
    const issues = issuesOf(csv(mainlandTo('IT,Italia,IT,'), 'ES-IS,"Islas,07 35 38,,,,,,,'));
    expect(issues[0]?.row).toBeGreaterThanOrEqual(3);
  });

  test('a header without rows is rejected', () => {
    expect(issuesOf(HEADER)).toEqual([
      expect.objectContaining({ row: 2, message: expect.stringContaining('no lanes') }),
    ]);
  });

  test('a bad fuel share from the command line is reported as such', () => {
    const issues = issuesOf(csv(mainlandTo('IT,Italia,IT,'), islands), { fuel: { share: 1.5, referencePrice: 1.45 } });
    expect(issues).toEqual([expect.objectContaining({ row: 1, message: expect.stringContaining('fuel.share') })]);
  });
});

describe('parseTariffCsv with comments', () => {
  test('a leading comment line does not hide a semicolon header, and rows keep their file line numbers', () => {
    // Prepare
    const text = [
      '# exported from the 2027 spreadsheet, prices in EUR, per metre',
      HEADER.replaceAll(',', ';'),
      `ES-MAIN;Península;${MAINLAND};IT;Italia;IT;;300;x;200`,
    ].join('\n');
    // Act
    const issues = issuesOf(text);
    // Assess
    expect(issues).toEqual([expect.objectContaining({ row: 3, column: 'upto_2' })]);
  });
});

describe('parseTariffCsv with journey terms', () => {
  const JOURNEY_HEADER = `${HEADER},crossings,distance_km,transit_days_min,transit_days_max,origin_handling_days,destination_handling_days`;
  const withJourney = (...rows: string[]) => [JOURNEY_HEADER, ...rows].join('\n');
  const islandsRow = `${islands},,,,,,`;

  test("a lane's crossings, distance, transit and handling days become its journey terms", () => {
    // Act
    const version = parseTariffCsv(
      withJourney(
        `${mainlandTo('IT-N,Italia norte,IT,1 2')},la-jonquera-le-perthus|FREJUS-TUNNEL,"1040,5",3,4,1,2`,
        `${mainlandTo('IT,Italia,IT,')},"la-jonquera-le-perthus; ventimiglia",,,,,0`,
        `${mainlandTo('FR,Francia,FR,')},,,2,2,,`,
        islandsRow,
      ),
      meta,
      corridors(),
    );
    // Assess
    expect(version.lanes.map((lane) => lane.journey)).toEqual([
      {
        crossings: ['la-jonquera-le-perthus', 'frejus-tunnel'],
        distanceKm: 1040.5,
        transitDays: { min: 3, max: 4 },
        handlingDays: { origin: 1, destination: 2 },
      },
      { crossings: ['la-jonquera-le-perthus', 'ventimiglia'], handlingDays: { destination: 0 } },
      { transitDays: { min: 2, max: 2 } },
    ]);
    expect(version.journey).toBeUndefined();
  });

  test('a lane with every journey cell empty fixes nothing, and the version takes the handling of the command', () => {
    // Prepare
    const defaults = { handlingDays: { origin: 1, destination: 2 }, deliverySpreadDays: 3 };
    // Act
    const version = parseTariffCsv(
      withJourney(`${mainlandTo('IT,Italia,IT,')},,,,,,`, islandsRow),
      { ...meta, journey: defaults },
      corridors(),
    );
    // Assess
    expect(version.lanes[0]).not.toHaveProperty('journey');
    expect(version.journey).toEqual(defaults);
  });

  test('an unknown crossing is refused with its row, its column and the reason', () => {
    const issues = issuesOf(
      withJourney(`${mainlandTo('IT,Italia,IT,')},la-jonquera-le-perthus|mont-cenis,,,,,`, islandsRow),
    );
    expect(issues).toEqual([
      {
        row: 2,
        column: 'crossings',
        message: 'unknown crossing "mont-cenis": not in data/journey/corridors.json',
      },
    ]);
  });

  test('crossings that do not lead from Spain to the destination country are refused, saying where they break', () => {
    const issues = issuesOf(
      withJourney(
        `${mainlandTo('IT,Italia,IT,')},brenner,,,,,`,
        `${mainlandTo('DE,Alemania,DE,')},la-jonquera-le-perthus,,,,,`,
        `${mainlandTo('FR,Francia,FR,')},barcelona-palma|la-jonquera-le-perthus,,,,,`,
        islandsRow,
      ),
    );
    expect(issues).toEqual([
      { row: 2, column: 'crossings', message: expect.stringContaining('the truck is in ES at that point of the lane') },
      {
        row: 3,
        column: 'crossings',
        message: "the crossings end in FR, not in the lane's destination country DE",
      },
      {
        row: 4,
        column: 'crossings',
        message: expect.stringContaining('"barcelona-palma" links ES with its own islands'),
      },
    ]);
  });

  test('a bad distance, bad days and half a transit time are each reported in their column', () => {
    const issues = issuesOf(
      withJourney(
        `${mainlandTo('IT,Italia,IT,')},,0,5,3,,`,
        `${mainlandTo('FR,Francia,FR,')},,1.200,2,,x,31`,
        islandsRow,
      ),
    );
    expect(issues).toEqual([
      expect.objectContaining({ row: 2, column: 'distance_km', message: expect.stringContaining('"0" is not a road') }),
      expect.objectContaining({
        row: 2,
        column: 'transit_days_min',
        message: 'transit_days_min 5 is above transit_days_max 3',
      }),
      expect.objectContaining({ row: 3, column: 'transit_days_max', message: expect.stringContaining('need both') }),
      expect.objectContaining({ row: 3, column: 'origin_handling_days', message: expect.stringContaining('"x"') }),
      expect.objectContaining({
        row: 3,
        column: 'destination_handling_days',
        message: expect.stringContaining('"31"'),
      }),
    ]);
  });

  test('journey terms on a row without prices are refused: they belong to a lane', () => {
    const issues = issuesOf(withJourney(`${mainlandTo('IT,Italia,IT,')},,,,,,`, `${islands},,900,,,,`));
    expect(issues).toEqual([
      { row: 3, column: 'distance_km', message: 'journey terms belong to a lane: this row has no prices' },
    ]);
  });
});
