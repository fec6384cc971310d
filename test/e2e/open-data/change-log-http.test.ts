import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseAtomFeed, parseFeed } from 'feedsmith';
import { DateTime } from 'luxon';
import { useLocalServer } from '#test/support/local-server.ts';
import { expectOpenDataHeaders } from '#test/support/open-data-headers.ts';

type Change = {
  id: string;
  date: string;
  country: string;
  countryName: string;
  summary: string;
  sources: string[];
  days: { confirmed: string[]; provisional: string[]; moved: unknown[]; added: string[]; removed: string[] };
  contentHash: string;
  rulesHash: string;
  page: string;
};
type ChangeLog = {
  lang: string;
  filters: { countries: string[] | null; since: string | null };
  feed: string;
  updated: string;
  count: number;
  changes: Change[];
  license: unknown;
};

const SITE = 'https://bans.example.org';
const CHANGES = '/api/geo/traffic-bans/changes';
const ATOM = `${CHANGES}.atom`;
const CROATIA = '2026-11-27-hr-sunday-after-holiday';

const server = useLocalServer('e2e-change-log', { SITE_BASE_URL: SITE, OPEN_DATA_QUOTA_PER_WINDOW: '100000' });
const { url } = server;

describe('the change log as JSON', () => {
  test("answers newest first with the calendar's headers, and 304 for its tag", async () => {
    // Act
    const response = await fetch(url(CHANGES));

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectOpenDataHeaders(response, { licensed: true });
    const body = (await response.json()) as ChangeLog;
    const dates = body.changes.map((change) => change.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.count).toBe(body.changes.length);
    expect(body.updated).toBe(dates[0]);
    expect(body.feed).toBe(`${SITE}${ATOM}?lang=en`);
    expect(body.license).toMatchObject({ name: 'CC BY 4.0' });
    const croatia = body.changes.find((change) => change.id === CROATIA);
    expect(croatia).toMatchObject({ country: 'HR', countryName: 'Croatia', page: `${SITE}/driving-bans/croatia` });
    expect(croatia?.days.provisional).toEqual(expect.arrayContaining(['2026-12-27', '2027-01-03']));
    expect(croatia?.contentHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(croatia?.rulesHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    // Every country has at least its first publication.
    expect(new Set(body.changes.map((change) => change.country)).size).toBe(29);

    const again = await fetch(url(CHANGES), { headers: { 'If-None-Match': response.headers.get('etag') as string } });
    expect(again.status).toBe(304);
  });

  test('lang gives the sentences in that language', async () => {
    // Act
    const body = (await (await fetch(url(CHANGES, { lang: 'de' }))).json()) as ChangeLog;

    // Assess
    expect(body.lang).toBe('de');
    expect(body.changes.find((change) => change.id === CROATIA)?.summary).toMatch(/^Der Sonntag nach einem Feiertag/);
    expect(body.license).toMatchObject({
      attribution: expect.stringMatching(/, CC BY 4\.0; jede Regel gehört der in officialSource genannten Behörde$/),
    });
  });

  test('country and since select the changes of some countries published on or after a day', async () => {
    // Act
    const all = (await (await fetch(url(CHANGES))).json()) as ChangeLog;
    const response = await fetch(url(CHANGES, { country: 'hr,IT', since: '2026-11-27' }));
    const body = (await response.json()) as ChangeLog;

    // Assess
    expect(response.status).toBe(200);
    expectOpenDataHeaders(response, { licensed: true });
    const expected = all.changes.filter((c) => ['HR', 'IT'].includes(c.country) && c.date >= '2026-11-27');
    expect(body.changes.map((change) => change.id)).toEqual(expected.map((change) => change.id));
    expect(body.changes.map((change) => change.id)).toContain(CROATIA);
    expect(body.changes.some((change) => change.id === '2026-11-22-hr-first-publication')).toBe(false);
    expect(body.filters).toEqual({ countries: ['HR', 'IT'], since: '2026-11-27' });
    expect(body.count).toBe(expected.length);
    expect(body.updated).toBe(expected[0]?.date);
    expect(body.feed).toBe(`${SITE}${ATOM}?country=HR%2CIT&since=2026-11-27&lang=en`);
    expect(all.filters).toEqual({ countries: null, since: null });
  });

  test('a selection without any change lists none and keeps the date the log last changed', async () => {
    // Act
    const all = (await (await fetch(url(CHANGES))).json()) as ChangeLog;
    const body = (await (await fetch(url(CHANGES, { country: 'SE', since: '2026-11-28' }))).json()) as ChangeLog;

    // Assess
    expect(body).toMatchObject({ count: 0, changes: [], updated: all.updated });
  });

  test.each([
    [{ country: 'XX', lang: 'fr' }, 'country', 'fr'],
    [{ since: '28/11/2026', lang: 'de' }, 'since', 'de'],
    [{ since: '2026-02-30' }, 'since', 'en'],
    [{ foo: '1', lang: 'es' }, 'foo', 'es'],
  ])('%j is a 400 naming %s, in the language asked for', async (query, parameter, language) => {
    // Act
    const response = await fetch(url(CHANGES, query));

    // Assess
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('content-language')).toBe(language);
    expect(await response.json()).toEqual(
      expect.objectContaining({ status: 400, parameter, expected: expect.any(String) }),
    );
  });
});

describe('the change log as Atom', () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => name === 'entry' || name === 'link',
  });

  test('is well-formed Atom with the elements RFC 4287 requires, one entry per change', async () => {
    // Act
    const response = await fetch(url(ATOM, { lang: 'fr' }));
    const xml = await response.text();
    const log = (await (await fetch(url(CHANGES, { lang: 'fr' }))).json()) as ChangeLog;

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expectOpenDataHeaders(response);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { feed } = parser.parse(xml) as { feed: Record<string, unknown> & { entry: Record<string, unknown>[] } };
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed['@xml:lang']).toBe('fr');
    // atom:feed: exactly one id, title and updated, an author (every entry inherits it), a self link.
    expect(feed.id).toMatch(/^tag:bans\.example\.org,2026:/);
    expect(feed.title).toBe('Interdictions de circulation des poids lourds : modifications des données');
    expect(feed.rights).toMatch(
      /, CC BY 4\.0\u202f; chaque règle appartient à l’autorité indiquée dans officialSource$/,
    );
    expect(feed.updated).toBe(`${log.updated}T00:00:00Z`);
    expect(feed.author).toEqual({ name: expect.any(String) });
    const links = feed.link as { '@rel': string; '@href': string }[];
    const inFrench = new Intl.DisplayNames(['fr'], { type: 'region' });
    expect(links.find((link) => link['@rel'] === 'self')?.['@href']).toBe(`${SITE}${ATOM}?lang=fr`);
    expect(links.find((link) => link['@rel'] === 'license')?.['@href']).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
    // atom:entry: id, title, updated, and a link since there is no content of its own elsewhere.
    expect(feed.entry).toHaveLength(log.count);
    expect(new Set(feed.entry.map((entry) => entry.id)).size).toBe(log.count);
    for (const [index, entry] of feed.entry.entries()) {
      const change = log.changes[index] as Change;
      expect(entry.id).toBe(`tag:bans.example.org,2026:driving-bans/changes/${change.id}`);
      // The country named in the feed's language, the French colon after a narrow no-break space.
      expect(entry.title).toBe(`${inFrench.of(change.country)}\u202f: ${change.summary}`);
      expect(entry.updated).toBe(`${change.date}T00:00:00Z`);
      expect((entry.link as { '@href': string }[])[0]?.['@href']).toBe(change.page);
      expect((entry.content as { '#text': string })['#text']).toContain(change.summary);
    }
    const croatia = feed.entry.find((entry) => String(entry.id).endsWith(CROATIA));
    expect((croatia?.content as { '#text': string } | undefined)?.['#text']).toContain('Jours devenus provisoires : ');
  });

  test('takes the same selection, and links its JSON and itself with it', async () => {
    // Act
    const xml = await (await fetch(url(ATOM, { country: 'RO', since: '2026-11-27' }))).text();
    const log = (await (await fetch(url(CHANGES, { country: 'RO', since: '2026-11-27' }))).json()) as ChangeLog;
    const feed = parseAtomFeed(xml);

    // Assess
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(log.count).toBeGreaterThan(0);
    expect(feed.entries?.map((entry) => entry.id)).toEqual(
      log.changes.map((change) => `tag:bans.example.org,2026:driving-bans/changes/${change.id}`),
    );
    expect(feed.entries?.every((entry) => entry.categories?.[0]?.term === 'RO')).toBe(true);
    expect(feed.links?.slice(0, 2).map(({ rel, href }) => ({ rel, href }))).toEqual([
      { rel: 'self', href: `${SITE}${ATOM}?country=RO&since=2026-11-27&lang=en` },
      { rel: 'alternate', href: `${SITE}${CHANGES}?country=RO&since=2026-11-27&lang=en` },
    ]);
  });

  test('answers 304 for its tag and 400 for an unknown lang', async () => {
    // Act
    const first = await fetch(url(ATOM));
    const again = await fetch(url(ATOM), { headers: { 'If-None-Match': first.headers.get('etag') as string } });
    const refused = await fetch(url(ATOM, { lang: 'pt' }));

    // Assess
    expect(again.status).toBe(304);
    expect(refused.status).toBe(400);
  });
});

describe('the change log read by a feed reader', () => {
  /** Dates as a reader keeps them: an instant, refused when the text is not an RFC 3339 date-time. */
  const instant = (raw: string) => {
    const parsed = DateTime.fromISO(raw, { setZone: true });
    if (!parsed.isValid) throw new Error(`not an RFC 3339 date: ${raw}`);
    return parsed.toUTC();
  };

  test('feedsmith recognises the served feed as Atom and reads every entry as the JSON log states it', async () => {
    // Act
    const xml = await (await fetch(url(ATOM, { lang: 'de' }))).text();
    const log = (await (await fetch(url(CHANGES, { lang: 'de' }))).json()) as ChangeLog;
    const detected = parseFeed(xml);
    const feed = parseAtomFeed(xml, { parseDateFn: instant });

    // Assess
    expect(detected.format).toBe('atom');
    expect(feed.xml?.lang).toBe('de');
    expect(feed.id).toBe('tag:bans.example.org,2026:driving-bans/changes');
    expect(feed.title?.value).toBe('Lkw-Fahrverbote: Änderungen der Daten');
    expect(feed.updated?.toISODate()).toBe(log.updated);
    expect(feed.authors?.map((author) => author.name)).toEqual([expect.stringMatching(/\S/)]);
    expect(feed.links?.map(({ rel, type, href }) => ({ rel, type, href }))).toEqual([
      { rel: 'self', type: 'application/atom+xml', href: `${SITE}${ATOM}?lang=de` },
      { rel: 'alternate', type: 'application/json', href: `${SITE}${CHANGES}?lang=de` },
      { rel: 'alternate', type: 'text/html', href: `${SITE}/driving-bans` },
      { rel: 'license', type: undefined, href: 'https://creativecommons.org/licenses/by/4.0/' },
    ]);

    const entries = feed.entries ?? [];
    const inGerman = new Intl.DisplayNames(['de'], { type: 'region' });
    expect(entries).toHaveLength(log.count);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(log.count);
    const updated = entries.map((entry) => entry.updated?.toMillis() ?? Number.NaN);
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    for (const [index, entry] of entries.entries()) {
      const change = log.changes[index] as Change;
      expect(entry.id).toBe(`tag:bans.example.org,2026:driving-bans/changes/${change.id}`);
      // Entities decoded: the title reads exactly as the JSON sentence, quotes and ampersands included.
      expect(entry.title?.value).toBe(`${inGerman.of(change.country)}: ${change.summary}`);
      expect(entry.updated?.toISO()).toBe(`${change.date}T00:00:00.000Z`);
      expect(entry.published?.equals(entry.updated as DateTime)).toBe(true);
      expect(entry.links).toEqual([{ rel: 'alternate', type: 'text/html', href: change.page }]);
      expect(entry.categories).toEqual([{ term: change.country, label: inGerman.of(change.country) }]);
      expect(entry.content?.type).toBe('text');
      expect(entry.content?.value?.split('\n')[0]).toBe(change.summary);
      expect(entry.content?.value).toContain(change.sources.join(', '));
    }
    const croatia = entries.find((entry) => entry.id?.endsWith(CROATIA));
    expect(croatia?.content?.value).toMatch(/^Jetzt vorläufige Tage: .*2026-12-27, .*2027-01-03/m);
  });
});
