import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataFileHash, readDataBeside, VERIFIED_DATA_FILE } from '#data/read-beside.ts';
import { DATA_VALIDATORS, verifiedDataList } from '#data/verify.ts';

/** A bundle's directory: a module's URL there, and its data files. */
const bundleDir = (files: Record<string, string>) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'verified-data-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return pathToFileURL(path.join(dir, 'index.mjs')).href;
};

/** A validator that counts its calls and refuses what has no `ok`. */
const counting = () => {
  const calls: unknown[] = [];
  const parse = (content: unknown) => {
    calls.push(content);
    if ((content as { ok?: boolean }).ok !== true) throw new Error('data.json is invalid');
    return content as { ok: true };
  };
  return { calls, parse };
};

describe('data files the build verified', () => {
  const text = '{"ok":true}';

  it('reads a file listed with the hash of its text without validating it', () => {
    const module = bundleDir({
      'data.json': text,
      [VERIFIED_DATA_FILE]: JSON.stringify({ 'data.json': dataFileHash(text) }),
    });
    const { calls, parse } = counting();
    expect(readDataBeside(module, 'data.json', parse)).toEqual({ ok: true });
    expect(calls).toEqual([]);
  });

  it('validates a file whose text is not the one listed, and one no list names', () => {
    const changed = bundleDir({
      'data.json': '{"ok":false}',
      [VERIFIED_DATA_FILE]: JSON.stringify({ 'data.json': dataFileHash(text) }),
    });
    const { calls, parse } = counting();
    expect(() => readDataBeside(changed, 'data.json', parse)).toThrow('data.json is invalid');
    expect(readDataBeside(bundleDir({ 'data.json': text }), 'data.json', parse)).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('lists every data file a validator reads, each in the form its schema accepts unchanged', () => {
    const files = Object.keys(DATA_VALIDATORS);
    expect(Object.keys(verifiedDataList(files)).sort()).toEqual(files.map((file) => path.basename(file)).sort());
  });
});
