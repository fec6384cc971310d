import { onFirstUse, readJsonBeside } from '#data/read-beside.ts';

describe('data read beside the module on first use', () => {
  test('reads once, when first asked, and keeps the value', () => {
    // Prepare
    let reads = 0;
    const value = onFirstUse(() => {
      reads += 1;
      return { read: reads };
    });

    // Act
    const before = reads;
    const first = value();
    const second = value();

    // Assess
    expect(before).toBe(0);
    expect(first).toBe(second);
    expect(reads).toBe(1);
  });

  test('a refused file fails every use the same way without being read again', () => {
    // Prepare
    let reads = 0;
    const value = onFirstUse(() => {
      reads += 1;
      throw new Error('data/x.json is invalid');
    });

    // Act
    const errors = [0, 1, 2].map(() => {
      try {
        value();
        return undefined;
      } catch (error) {
        return error;
      }
    });

    // Assess
    expect(reads).toBe(1);
    expect(errors[0]).toBeInstanceOf(Error);
    expect(new Set(errors).size).toBe(1);
  });

  test('names the file relative to the module that asks', () => {
    // Act
    const table = readJsonBeside(new URL('../../../data/traffic-bans/index.ts', import.meta.url).href, 'de.json');

    // Assess
    expect(table).toMatchObject({ code: 'DE' });
  });
});
