import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type TariffFile, tariffFileSchema } from '#shared/domain/pricing/tariff.schema.ts';

const run = promisify(execFile);
const cli = (...args: string[]) =>
  run('node_modules/.bin/tsx', ['infra/cli/import-tariff.ts', ...args], { encoding: 'utf8' }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

const HEADER =
  'origin_zone,origin_name,origin_provinces,destination_zone,destination_name,destination_country,destination_prefixes,' +
  'minimum_charge,upto_2,upto_10,crossings,distance_km,transit_days_min,transit_days_max,origin_handling_days,destination_handling_days';
const MAINLAND = Array.from({ length: 52 }, (_, i) => String(i + 1).padStart(2, '0'))
  .filter((code) => !['07', '35', '38'].includes(code))
  .join(' ');
const csvWith = (itCrossings: string) =>
  [
    HEADER,
    `ES-MAIN,Península,${MAINLAND},IT,Italia,IT,,300,250,200,${itCrossings},1350,3,4,,2`,
    `ES-MAIN,Península,${MAINLAND},FR,Francia,FR,,250,200,150,,,,,,`,
    'ES-IS,Islas,07 35 38,,,,,,,,,,,,,',
  ].join('\n');

let dir: string;
let tariffPath: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'import-tariff-'));
  tariffPath = path.join(dir, 'tariff.json');
});
beforeEach(() => copyFileSync('data/tariffs/tariff.json', tariffPath));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const importing = (csv: string, ...options: string[]) => {
  const csvPath = path.join(dir, 'lanes.csv');
  writeFileSync(csvPath, csv);
  return cli(
    '--csv',
    csvPath,
    '--id',
    '2028',
    '--valid-from',
    '2028-01-01',
    '--replace',
    '--tariff',
    tariffPath,
    ...options,
  );
};

describe('npm run import-tariff with journey terms', () => {
  test("writes the lanes' crossings, distance and days, and the handling days of the command's options", async () => {
    // Act
    const { code, stdout } = await importing(
      csvWith('la-jonquera-le-perthus|ventimiglia'),
      '--origin-handling-days',
      '1',
      '--delivery-spread-days',
      '2',
    );
    // Assess
    expect(code).toBe(0);
    expect(stdout).toContain(
      'journey: handling 1 working days at the origin, 1 at the destination, delivery spread 2; lanes that fix crossings: 1, distance: 1, transit days: 1, handling days: 1',
    );
    const written: TariffFile = tariffFileSchema.parse(JSON.parse(readFileSync(tariffPath, 'utf8')));
    const version = written.versions.find((candidate) => candidate.id === '2028');
    expect(version?.journey).toEqual({ handlingDays: { origin: 1, destination: 1 }, deliverySpreadDays: 2 });
    expect(version?.lanes.map((lane) => [lane.destination, lane.journey])).toEqual([
      [
        'IT',
        {
          crossings: ['la-jonquera-le-perthus', 'ventimiglia'],
          distanceKm: 1350,
          transitDays: { min: 3, max: 4 },
          handlingDays: { destination: 2 },
        },
      ],
      ['FR', undefined],
    ]);
  }, 30_000);

  test('without options or a previous version stating them, the version follows the service defaults', async () => {
    // Act
    const { code, stdout } = await importing(csvWith(''), '--dry-run');
    // Assess
    expect(code).toBe(0);
    expect(stdout).toContain(
      'journey: handling 0 working days at the origin, 1 at the destination, delivery spread 1 (service defaults)',
    );
  }, 30_000);

  test('an unknown crossing is refused with the row and the reason, and nothing is written', async () => {
    // Prepare
    const before = readFileSync(tariffPath, 'utf8');
    // Act
    const { code, stderr } = await importing(csvWith('la-jonquera-le-perthus|col-de-tende'));
    // Assess
    expect(code).toBe(1);
    expect(stderr).toContain('The CSV was not imported; nothing was written');
    expect(stderr).toContain(
      'row 2, column "crossings": unknown crossing "col-de-tende": not in data/journey/corridors.json',
    );
    expect(readFileSync(tariffPath, 'utf8')).toBe(before);
  }, 30_000);

  test('a handling option that is not a number of working days is a usage error', async () => {
    const { code, stderr } = await importing(csvWith(''), '--destination-handling-days', 'two');
    expect(code).toBe(2);
    expect(stderr).toContain(
      '--destination-handling-days must be a whole number of working days from 0 to 30, got "two"',
    );
  }, 30_000);
});
