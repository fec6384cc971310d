import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { postalPoints } from '#data/journey/index.ts';
import {
  formatPostalPoints,
  greatCircleKm,
  normalizePostalCode,
  POSTAL_POINT_COUNTRIES,
  postalPointsFrom,
} from '#infra/cli/postal-points.ts';
import { locate as locateCode } from '#shared/domain/journey/geography.ts';
import type { Point, PostalPoints } from '#shared/domain/journey/journey-data.schema.ts';
import { checkPostalCode, postalCodeExample } from '#shared/domain/quote/postal-code-formats.ts';

const root = new URL('../../../', import.meta.url);

/** The longest prefix of the table that opens the code, and its point; the country's reference when none does. */
const locate = (table: PostalPoints, country: string, code: string): { prefix?: string; point: Point } => {
  const entry = table.countries[country];
  if (entry === undefined) throw new Error(`no ${country}`);
  const normalized = normalizePostalCode(country, code);
  const prefix = Object.keys(entry.prefixes)
    .filter((candidate) => normalized.startsWith(candidate))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? { point: entry.reference } : { prefix, point: entry.prefixes[prefix] as Point };
};

describe('data/journey/postal-points.json', () => {
  test('covers every accepted country, Spain included, and stays small', async () => {
    const table = postalPoints();

    expect(Object.keys(table.countries).sort()).toEqual([...POSTAL_POINT_COUNTRIES].sort());
    // Every country whose code has a known format, and no other: the list is the one the quote accepts.
    for (const country of POSTAL_POINT_COUNTRIES) expect(postalCodeExample(country)).toBeDefined();
    expect((await stat(new URL('data/journey/postal-points.json', root))).size).toBeLessThan(150_000);
    expect(table.source.credit).toMatch(/GeoNames/);
  });

  test('has every Spanish province, 01 to 52, and finer prefixes where a province is wide', () => {
    const spain = postalPoints().countries.ES?.prefixes ?? {};
    const provinces = Array.from({ length: 52 }, (_, index) => String(index + 1).padStart(2, '0'));

    expect(provinces.filter((province) => spain[province] === undefined)).toEqual([]);
    expect(Object.keys(spain).filter((prefix) => prefix.length === 3).length).toBeGreaterThan(200);
  });

  test("locates every country's example code by a prefix; a Luxembourg post-box code by the reference", () => {
    const table = postalPoints();
    // GeoNames has no Luxembourg post-box codes (L-10xx): those fall back to the reference.
    const byReference = new Set(['LU']);
    for (const country of POSTAL_POINT_COUNTRIES) {
      const check = checkPostalCode(country, postalCodeExample(country) as string);
      if (!check.ok) throw new Error(`${country} example refused`);
      const located = locate(table, country, check.postalCode);
      expect([country, located.prefix === undefined]).toEqual([country, byReference.has(country)]);
    }
    expect(table.countries.GR?.referenceBasis).toMatch(/Athens/);
  });

  test.each([
    ['ES', '08001', 'Barcelona', 10, [41.3874, 2.1686]],
    ['ES', '28001', 'Madrid', 10, [40.4168, -3.7038]],
    ['ES', '35001', 'Las Palmas de Gran Canaria', 25, [28.1235, -15.4363]],
    ['ES', '51001', 'Ceuta', 10, [35.8894, -5.3213]],
    ['IT', '20121', 'Milan', 20, [45.4642, 9.19]],
    ['FR', '75001', 'Paris', 15, [48.8566, 2.3522]],
    ['DE', '10115', 'Berlin', 20, [52.52, 13.405]],
    ['GB', 'SW1A 1AA', 'London', 15, [51.5072, -0.1276]],
    ['GB', 'M1 1AE', 'Manchester', 15, [53.4808, -2.2426]],
    ['PT', '1000-001', 'Lisbon', 20, [38.7223, -9.1393]],
    ['PL', '00-950', 'Warsaw', 20, [52.2297, 21.0122]],
    ['IE', 'D02 X285', 'Dublin', 10, [53.3498, -6.2603]],
    ['LT', 'LT-01100', 'Vilnius', 20, [54.6872, 25.2797]],
    ['GR', '104 31', 'Athens', 1, [37.9838, 23.7275]],
    ['GR', '546 21', 'Thessaloniki', 10, [40.6401, 22.9444]],
    ['GR', '262 21', 'Patras', 10, [38.2466, 21.7346]],
    ['GR', '712 02', 'Heraklion', 10, [35.3387, 25.1442]],
    ['GR', '731 00', 'Chania', 15, [35.5138, 24.018]],
    ['LU', '1009', 'Luxembourg', 10, [49.6116, 6.1319]],
  ] as const)('%s %s lies in %s (within %s km)', (country, code, _city, km, city) => {
    expect(greatCircleKm(locate(postalPoints(), country, code).point, [...city])).toBeLessThan(km);
  });

  test('places Greece from its own source, credited apart from GeoNames', () => {
    const greece = postalPoints().countries.GR;

    expect(greece?.source).toMatchObject({ name: 'Greek Postal Code DB', licence: expect.stringMatching(/^MIT/) });
    expect(greece?.source?.credit).toMatch(/OpenStreetMap/);
    // Every two-digit area of the Greek codes: Attica 10-19 to the Dodecanese 85 (39 and 75-79 are not used).
    const areas = Object.keys(greece?.prefixes ?? {}).filter((prefix) => prefix.length === 2);
    expect(areas.length).toBeGreaterThanOrEqual(60);
    expect(areas).toEqual(expect.arrayContaining(['10', '54', '70', '71', '72', '73', '74', '85']));
  });

  test.each([
    ['FR', '75001', '75', true],
    ['FR', '99999', undefined, false],
    // Italy's codes open with 00010 (province of Rome): 00000 matches the area 00 but is not listed.
    ['IT', '00118', '00', true],
    ['IT', '00000', '00', false],
    ['DE', '10115', '10', true],
    ['DE', '00000', undefined, false],
    ['ES', '08001', '080', true],
    ['ES', '53000', undefined, false],
    ['GR', '54621', '54', true],
    ['GR', '99999', undefined, false],
    ['GB', 'SW1A1AA', 'SW', true],
    ['GB', 'QQ11AA', undefined, false],
  ] as const)("%s %s: prefix %s, in the country's list of codes: %s", (country, code, prefix, known) => {
    expect(locateCode(postalPoints(), country, code)).toMatchObject({ prefix, known });
  });

  test("each country's reference point lies within the span of its own prefixes", () => {
    for (const [country, { reference, prefixes }] of Object.entries(postalPoints().countries)) {
      const points = Object.values(prefixes);
      if (points.length < 2) continue;
      const [lat, lon] = reference;
      expect([
        country,
        lat >= Math.min(...points.map((p) => p[0])) && lat <= Math.max(...points.map((p) => p[0])),
      ]).toEqual([country, true]);
      expect([
        country,
        lon >= Math.min(...points.map((p) => p[1])) && lon <= Math.max(...points.map((p) => p[1])),
      ]).toEqual([country, true]);
    }
  });
});

describe('the postal-points generator', () => {
  const header =
    'country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude';
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'postal-points-'));
    await writeFile(
      path.join(dir, 'zipcodes.es.csv'),
      [
        header,
        // Two places of one code: the code is their mean, 41.40 2.16.
        'ES,08001,Barcelona,Cataluna,CT,Barcelona,B,Barcelona,08019,41.3900,2.1500',
        'ES,08001,"Raval, El",Cataluna,CT,Barcelona,B,Barcelona,08019,41.4100,2.1700',
        'ES,08002,Barcelona,Cataluna,CT,Barcelona,B,Barcelona,08019,41.3800,2.1800',
        // 08500 Vic lies about 60 km from the Barcelona codes: its three-digit prefix earns a row.
        'ES,08500,Vic,Cataluna,CT,Barcelona,B,Vic,08298,41.9300,2.2500',
        'ES,28001,Madrid,Madrid,MD,Madrid,M,Madrid,28079,40.4200,-3.6800',
        // Las Palmas is across the sea: kept as a prefix, left out of the country's reference.
        'ES,35001,Las Palmas,Canarias,CN,Las Palmas,GC,Las Palmas,35016,28.1000,-15.4100',
        'ES,35002,Las Palmas,Canarias,CN,Las Palmas,GC,Las Palmas,35016,,',
      ].join('\n'),
    );
    await writeFile(
      path.join(dir, 'zipcodes.lv.csv'),
      [header, 'LV,LV-1050,Riga,Riga,25,,,,,56.9500,24.1000', 'LV,LV-1011,Riga,Riga,25,,,,,56.9600,24.1200'].join('\n'),
    );
    // The Greek Postal Code DB's table of points, as its library.sqlite holds it.
    const greek = new DatabaseSync(path.join(dir, 'library.sqlite'));
    greek.exec('CREATE TABLE locations(postcode TEXT PRIMARY KEY, latitude REAL, longitude REAL, local_area TEXT)');
    const insert = greek.prepare('INSERT INTO locations(postcode, latitude, longitude) VALUES (?, ?, ?)');
    insert.run('54621', 40.63, 22.95);
    insert.run('54622', 40.65, 22.93);
    insert.run('71202', 35.33, 25.13);
    insert.run('71500', null, null);
    greek.close();
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('averages each code, then each prefix, and adds a three-digit prefix only where it lies apart', async () => {
    const table = await postalPointsFrom({
      from: dir,
      retrieved: '2026-11-27',
      copy: 'fixture',
      command: 'test',
      countries: ['ES', 'LV', 'GR'],
    });
    const spain = table.countries.ES;

    // 08: mean of 08001 (41.40, 2.16), 08002 (41.38, 2.18) and 08500 (41.93, 2.25).
    expect(spain?.prefixes['08']).toEqual([41.57, 2.1967]);
    expect(spain?.prefixes['080']).toEqual([41.39, 2.17]);
    expect(spain?.prefixes['085']).toEqual([41.93, 2.25]);
    expect(spain?.prefixes['35']).toEqual([28.1, -15.41]);
    expect(spain?.prefixes['350']).toBeUndefined();
    // Reference: 08001, 08002, 08500 and 28001; 35001 is offshore and 35002 has no point.
    expect(spain?.reference).toEqual([41.2825, 0.7275]);
    expect(spain?.referenceBasis).toBe(
      'mean of the 4 postal codes outside the prefixes 07, 35, 38, 51, 52, across the sea',
    );
    expect(table.countries.LV?.prefixes).toEqual({ '10': [56.955, 24.11] });
    expect(table.countries.GR).toEqual({
      reference: [37.9838, 23.7275],
      referenceBasis: expect.stringMatching(/^Athens/),
      prefixes: {},
    });
  });

  test('lists the leading digits of the codes: four, or three for four-digit codes', async () => {
    const table = await postalPointsFrom({
      from: dir,
      retrieved: '2026-11-27',
      copy: 'fixture',
      command: 'test',
      countries: ['ES', 'LV'],
    });

    // 0800, 0850, 2800 and 3500 of the 10,000 four-digit leads: a bit each, six to a base64 character.
    expect(table.countries.ES?.known?.digits).toBe(4);
    expect(table.countries.ES?.known?.bits).toHaveLength(Math.ceil(10_000 / 6));
    expect(
      ['08001', '08009', '08500', '28001', '35002', '08100', '28100', '53000'].map(
        (code) => locateCode(table, 'ES', code)?.known,
      ),
    ).toEqual([true, true, true, true, true, false, false, false]);
    // Latvia's codes have four digits: three are listed, 105 and 101.
    expect(table.countries.LV?.known?.digits).toBe(3);
    expect(['1050', '1019', '1060'].map((code) => locateCode(table, 'LV', code)?.known)).toEqual([true, true, false]);
  });

  test("places Greece from the Greek Postal Code DB, with that source's credit", async () => {
    const table = await postalPointsFrom({
      from: dir,
      retrieved: '2026-11-27',
      copy: 'fixture',
      command: 'test',
      countries: ['GR'],
      greece: { file: path.join(dir, 'library.sqlite'), copy: 'fixture database' },
    });
    const greece = table.countries.GR;

    // 54: the mean of 54621 and 54622; 71500 has no point and is left out.
    expect(greece?.prefixes).toEqual({ '54': [40.64, 22.94], '71': [35.33, 25.13] });
    expect(greece?.reference).toEqual([37.9838, 23.7275]);
    expect(greece?.source).toMatchObject({
      name: 'Greek Postal Code DB',
      retrieved: '2026-11-27',
      copy: 'fixture database',
    });
    expect(['54621', '54629', '71202', '71500', '10431'].map((code) => locateCode(table, 'GR', code)?.known)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(table.source.name).toBe('GeoNames postal codes');
  });

  test('refuses a directory that lacks a country with no stated reference', async () => {
    await expect(
      postalPointsFrom({ from: dir, retrieved: '2026-11-27', copy: 'fixture', command: 'test', countries: ['IT'] }),
    ).rejects.toThrow(/zipcodes\.it\.csv is missing/);
  });

  test('as a command, writes the table it computes', async () => {
    const out = path.join(dir, 'out.json');
    const { stdout } = await promisify(execFile)(
      path.join(root.pathname, 'node_modules/.bin/tsx'),
      [
        'infra/cli/postal-points.ts',
        '--from',
        dir,
        '--out',
        out,
        '--retrieved',
        '2026-11-27',
        '--countries',
        'ES,LV,GR',
        '--greece',
        path.join(dir, 'library.sqlite'),
      ],
      { cwd: root.pathname },
    );

    expect(stdout).toMatch(/3 countries, 8 prefixes/);
    const written = await readFile(out, 'utf8');
    expect(written).toContain('"080": [41.39, 2.17]');
    expect(written).toBe(formatPostalPoints(JSON.parse(written)));
  });
});
