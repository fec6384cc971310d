import { boundedChangesAnswer, MAX_CALENDAR_ANSWER_BYTES } from '#functions/mcp/answer-bounds.ts';
import type { ServedChange } from '#shared/domain/traffic-bans/change-log.ts';
import type { ChangeLogDocument } from '#shared/operations/traffic-bans/changes.operation.ts';

const change = (index: number): ServedChange => {
  const date = `2026-${String(12 - Math.floor(index / 28)).padStart(2, '0')}-${String(28 - (index % 28)).padStart(2, '0')}`;
  return {
    id: `${date}-ro-change-${index}`,
    date,
    country: 'RO',
    countryName: 'Romania',
    summary: `Change ${index}: ${'the DN7 ban days were read again in the road authority’s notice. '.repeat(8)}`,
    sources: ['https://www.cnair.ro'],
    days: { confirmed: [date], provisional: [], moved: [], added: [], removed: [] },
    contentHash: `sha256:${'0'.repeat(64)}`,
    rulesHash: `sha256:${'1'.repeat(64)}`,
    page: 'https://freight.example/driving-bans/romania',
  };
};

const logOf = (count: number): ChangeLogDocument => {
  const changes = Array.from({ length: count }, (_, index) => change(index));
  return {
    apiVersion: '1.1',
    lang: 'en',
    filters: { countries: ['RO'], since: null },
    source: 'https://freight.example/driving-bans',
    feed: 'https://freight.example/api/geo/traffic-bans/changes.atom?country=RO&lang=en',
    updated: changes[0]?.date ?? '',
    count,
    changes,
    license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/', attribution: 'freight' },
  };
};

describe('the change-log tool’s answer', () => {
  test('a log that fits is answered whole, its text listing each change newest first', () => {
    // Act
    const answer = boundedChangesAnswer(logOf(3), 'credit', 'en');

    // Assess
    expect(answer.structuredContent).toEqual(logOf(3));
    const [text] = answer.content as { text: string }[];
    expect(text?.text.split('\n')[0]).toBe(
      'Changes to the driving-ban data (rules and days), newest first: 3 changes.',
    );
    expect(text?.text).toContain('28 December 2026 · Romania (RO): Change 0: ');
    expect(text?.text).toContain('Days confirmed: 2026-12-28');
  });

  test('a larger one stops at a whole change under the bound, saying how many older ones are left out', () => {
    // Act
    const answer = boundedChangesAnswer(logOf(300), 'credit', 'en');

    // Assess
    expect(Buffer.byteLength(JSON.stringify(answer))).toBeLessThanOrEqual(MAX_CALENDAR_ANSWER_BYTES);
    const structured = answer.structuredContent as ChangeLogDocument & { truncated: { changesLeftOut: number } };
    expect(structured.count).toBe(structured.changes.length);
    expect(structured.changes.length + structured.truncated.changesLeftOut).toBe(300);
    expect(structured.changes.map((c) => c.id)).toEqual(
      logOf(300)
        .changes.slice(0, structured.count)
        .map((c) => c.id),
    );
    const [text] = answer.content as { text: string }[];
    expect(text?.text).toMatch(
      /^The answer stops to stay under 100 KB: \d+ older changes, published on or before \d+ \w+ 2026, are left out\. Ask again with country=<codes>/,
    );
  });
});
