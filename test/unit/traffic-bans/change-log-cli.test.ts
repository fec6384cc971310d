import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { trafficBanChanges } from '#data/traffic-bans/changes.ts';
import { contentHashOf } from '#shared/domain/traffic-bans/change-log.ts';
import { LANGUAGES } from '#shared/domain/traffic-bans/rules.schema.ts';

const run = promisify(execFile);
const cli = (...args: string[]) =>
  run('node_modules/.bin/tsx', ['infra/cli/bans.ts', ...args], { encoding: 'utf8' }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

const CROATIA = '2026-11-27-hr-sunday-after-holiday';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bans-change-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run bans -- provisional', () => {
  test("lists a country's provisional entries of a year with their hours, to confirm against a new instrument", async () => {
    // Act
    const { code, stdout } = await cli('provisional', 'HR', '--year', '2026');

    // Assess
    expect(code).toBe(0);
    expect(stdout).toContain('HR: 3 provisional entries in 2026 (CET).');
    expect(stdout).toContain('2026-12-27 Sun 12:00-23:00  Sunday after the holiday: Christmas Day [D8,');
  }, 30_000);

  test('an unknown country is a usage error naming the codes', async () => {
    // Act
    const { code, stderr } = await cli('provisional', 'XX');

    // Assess
    expect(code).toBe(2);
    expect(stderr).toContain('Name a country by its code, one of AT, BE');
  }, 30_000);
});

describe('npm run bans -- change', () => {
  test('a source that is not the address of a text is a usage error', async () => {
    // Prepare
    const sentences = LANGUAGES.flatMap((lang) => [`--${lang}`, 'x']);

    // Act
    const { code, stderr } = await cli(
      'change',
      'HR',
      '--topic',
      'wording',
      ...sentences,
      '--source',
      'docs/glossary.md',
    );

    // Assess
    expect(code).toBe(2);
    expect(stderr).toContain('--source is the web address of the text the change rests on');
  }, 30_000);

  const committed = () => trafficBanChanges().changes.find((change) => change.id === CROATIA);

  test("appends the entry of Croatia's change as the log holds it: same days, the hash of the file as it is", async () => {
    // Prepare: the log as it was before the entry, and the file as it was before the change (the file as it is now,
    // without the flag the change set: later entries changed only its wording, so the days are the entry's own)
    const entry = committed();
    if (entry === undefined) throw new Error(`${CROATIA} is expected in the log`);
    const log = path.join(dir, 'changes.json');
    const { changes } = trafficBanChanges();
    writeFileSync(log, JSON.stringify({ changes: changes.slice(0, changes.indexOf(entry)) }));
    const hr = JSON.parse(readFileSync('data/traffic-bans/hr.json', 'utf8')) as { rules: { id: string }[] };
    const before = path.join(dir, 'hr-before.json');
    writeFileSync(
      before,
      JSON.stringify({
        ...hr,
        rules: hr.rules.map(({ estimated: _estimated, ...rule }: { id: string; estimated?: boolean }) => rule),
      }),
    );
    const sentences = LANGUAGES.flatMap((lang) => [`--${lang}`, entry.summary[lang]]);
    const sources = entry.sources.flatMap((source) => ['--source', source]);

    // Act
    const { code, stdout } = await cli(
      'change',
      'HR',
      '--topic',
      'sunday-after-holiday',
      '--date',
      '2026-11-27',
      ...sentences,
      ...sources,
      '--before',
      before,
      '--changes',
      log,
    );

    // Assess
    expect(code).toBe(0);
    expect(stdout).toContain(`Appended ${CROATIA}`);
    const written = JSON.parse(readFileSync(log, 'utf8')) as { changes: unknown[] };
    expect(written.changes.at(-1)).toEqual({ ...entry, contentHash: contentHashOf(hr) });
  }, 30_000);

  test('a file whose rules its latest entry already describes is refused: a wording edit is not logged', async () => {
    // Prepare
    const log = path.join(dir, 'full.json');
    writeFileSync(log, JSON.stringify(trafficBanChanges()));
    const sentences = LANGUAGES.flatMap((lang) => [`--${lang}`, 'x']);

    // Act
    const { code, stderr } = await cli(
      'change',
      'HR',
      '--topic',
      'again',
      ...sentences,
      '--source',
      'https://mmpi.gov.hr',
      '--changes',
      log,
    );

    // Assess
    expect(code).toBe(1);
    expect(stderr).toContain('HR: the rules are the ones its latest change entry describes');
  }, 30_000);
});
