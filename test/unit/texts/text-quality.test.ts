import { readFileSync } from 'node:fs';
import { corridors } from '#data/journey/index.ts';
import { journeyTextsFile } from '#data/journey/texts.ts';
import { pages } from '#data/pages/index.ts';
import { resultTextsData } from '#data/texts/index.ts';
import { trafficBanChanges } from '#data/traffic-bans/changes.ts';
import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { calendarText, changesText } from '#functions/mcp/answer-text.ts';
import { BAN_TOOL_TEXTS, PRICE_TOOL_TEXTS } from '#functions/mcp/tool-texts.ts';
import { textsOf } from '#functions/site/texts/index.ts';
import { parseConfig } from '#shared/config.ts';
import { buildSitemapXml } from '#shared/domain/catalogue/sitemap.ts';
import { LANGUAGES, type Language } from '#shared/domain/languages.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import { buildChangeFeed } from '#shared/domain/traffic-bans/change-feed.ts';
import { servedChanges } from '#shared/domain/traffic-bans/change-log.ts';
import { routeAssumptionTexts } from '#shared/domain/traffic-bans/route-texts.ts';
import { icsLabels } from '#shared/domain/traffic-bans-ics/labels.ts';
import { openDataLicense } from '#shared/http/open-data.ts';
import { problemTexts } from '#shared/http/problem-texts.ts';
import { inProcessSite } from '#test/support/in-process-site.ts';
import { everyProblemTextIn } from '#test/support/problem-text-cases.ts';
import { pricedSiteAnswer } from '#test/support/site-estimate-answer.ts';
import { visibleText } from '#test/support/visible-text.ts';
import { calendarIn } from '#test/unit/traffic-bans/calendar-fixtures.ts';

/**
 * The classes of error a native review found in the five languages besides English, each as a check that runs over
 * what a reader meets: every page of the site, the texts of every face, the driving-ban calendar.
 */

const OTHER_LANGUAGES = LANGUAGES.filter((lang) => lang !== 'en');

const settings = parseConfig({ OPERATOR_NAME: 'Transportes Ejemplo S.L.', OPERATOR_TAX_ID: 'B00000000' });
const siteAnswering = (answer: typeof pricedSiteAnswer) => inProcessSite({ settings, estimate: async () => answer });
const now = new Date('2026-05-04T10:00:00Z');
const pageText = async (site: ReturnType<typeof siteAnswering>, path: string, query: Record<string, string> = {}) =>
  visibleText((await site.handle({ path, query, now, clientIp: '203.0.113.9' })).body);

const localePath = (lang: Language, path: string) => (lang === 'en' ? path : `/${lang}${path === '/' ? '' : path}`);

/** Every page a reader of the language can open: the sitemap's, a route answer, a priced result. */
const pagesIn = async (lang: Language): Promise<{ path: string; text: string }[]> => {
  const base = settings.SITE_BASE_URL;
  const origin = base.length === 0 ? '' : new URL(base).origin;
  const paths = [...buildSitemapXml(pages, base).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => (match[1] as string).slice(origin.length) || '/')
    .filter((path) => (/^\/(es|ro|it|fr|de)(\/|$)/.exec(path)?.[1] ?? 'en') === lang);
  const priced = siteAnswering(pricedSiteAnswer);
  const estimateQuery = { origen: 'Barcelona', destino: 'Milan', metros: '2.4' };
  return [
    ...(await Promise.all(paths.map(async (path) => ({ path, text: await pageText(priced, path) })))),
    {
      path: `${localePath(lang, '/driving-bans/route')} (answer)`,
      text: await pageText(priced, localePath(lang, '/driving-bans/route'), {
        countries: 'ES,FR,IT',
        departure: '2026-05-13T18:00',
      }),
    },
    {
      path: `${localePath(lang, '/driving-bans/route')} (journey by postal codes)`,
      text: await pageText(priced, localePath(lang, '/driving-bans/route'), {
        origin: 'ES-08001',
        destination: 'IT-20121',
        departure: '2026-05-13T18:00',
      }),
    },
    {
      path: `${localePath(lang, '/estimate')} (priced)`,
      text: await pageText(priced, localePath(lang, '/estimate'), estimateQuery),
    },
  ];
};

/** A value that stands for any argument a text function takes: a number, a word, a list, a record. */
const anyArgument: unknown = new Proxy(
  Object.assign(() => 'X', { [Symbol.toPrimitive]: (hint: string) => (hint === 'number' ? 2 : 'X') }),
  {
    get: (target, key) => {
      if (key === Symbol.toPrimitive) return target[Symbol.toPrimitive];
      if (key === 'join') return () => 'X, Y';
      if (key === 'map') return () => ['X'];
      if (key === 'length') return 2;
      return anyArgument;
    },
  },
);

/** Every string of a table of texts, its functions called with stand-in arguments. */
const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    try {
      return stringsOf((value as (...args: unknown[]) => unknown)(...Array(value.length).fill(anyArgument)));
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
};

/** The texts of every face in one language: site, problems, MCP, route answers, results, iCalendar labels. */
const textsIn = (lang: Language): string[] => [
  ...stringsOf(textsOf(lang)),
  ...Object.values(everyProblemTextIn(lang)),
  ...stringsOf(BAN_TOOL_TEXTS[lang]),
  ...stringsOf(PRICE_TOOL_TEXTS[lang]),
  ...stringsOf(routeAssumptionTexts[lang]),
  ...stringsOf(resultTextsData.languages[lang]),
  ...stringsOf(icsLabels[lang]),
];

/** Every text a value holds in one language: the `lang` field of each localized object, at any depth. */
const localizedIn = (value: unknown, lang: Language): string[] => {
  if (Array.isArray(value)) return value.flatMap((item) => localizedIn(item, lang));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === lang && typeof inner === 'string' ? [inner] : localizedIn(inner, lang),
  );
};

/**
 * The texts of the data files in one language, as they are served: the driving-ban rules (summaries, reasons,
 * notes), the holiday names, the change log, the journey's sentences and its corridors' names and source notes.
 */
const dataTextsIn = (lang: Language): string[] => [
  ...localizedIn(trafficBanRules(), lang),
  ...localizedIn(holidayTable(), lang),
  ...localizedIn(trafficBanChanges().changes, lang),
  ...stringsOf(journeyTextsFile().assumptions[lang]),
  ...stringsOf(journeyTextsFile().timeline[lang]),
  ...localizedIn(corridors(), lang),
];

const found = (texts: readonly string[], pattern: RegExp) =>
  texts.flatMap((text) => [...text.matchAll(new RegExp(pattern, `${pattern.flags}g`))].map((match) => match[0]));

/** English words of the API that a reader of another language must never meet. */
const API_WORDS = /\b(nationwide|specific-roads|clearDeparture|Road ban|Weekend ban|Night ban|Holiday ban)\b/;
/**
 * Words only English has, so that English left in a text of another language is found: the API's parameter and
 * field names (from, hours, officialSource...) are codes and are not among them, and French says "ferry" too.
 */
const englishWords = (lang: Language) =>
  new RegExp(
    `\\b(the|and|with|which|each|belongs|authority|named|only|would|will|between|until|after|before|of|for|is|this|that|on board|see|every|offset|road|roads|bans|rules?|weekly|daily|holidays?${lang === 'fr' ? '' : '|Ferry'})\\b`,
  );
/**
 * Proper names in English: the authorities of Ireland, the United Kingdom and Bulgaria as they name themselves, the
 * emission factors' publications and the shipping press by their titles, and the Isle of Man, which German calls by its
 * English name.
 */
const ENGLISH_NAMES = [
  'Department for Transport',
  'Road Safety Authority',
  'Road Infrastructure Agency',
  'Hellenic Police – Ministry of Infrastructure and Transport',
  'UK Government GHG Conversion Factors for Company Reporting 2025',
  'Isle of Man',
  'Cruise & Ferry',
];
/**
 * A text without what it quotes in the language's marks (« » in Spanish, „ “ in German...): a source's own words,
 * such as the title of an English press release cited in a Spanish note, stay in the source's language.
 */
const withoutQuotes = (lang: Language, text: string) => {
  const [open, close] = TYPOGRAPHY[lang]
    .quote('\0')
    .split('\0')
    .map((mark) => mark.trim());
  return text.replace(new RegExp(`${open}[^${close}]*${close}`, 'g'), '');
};
/** English words left in a text of another language: placeholders, proper names and addresses taken out. */
const englishIn = (lang: Language, texts: readonly string[]) =>
  found(
    texts.map((text) =>
      withoutQuotes(lang, withoutUrls(ENGLISH_NAMES.reduce((left, name) => left.replaceAll(name, ''), text))).replace(
        /\{[^}]*\}/g,
        '',
      ),
    ),
    englishWords(lang),
  );
/** The Spanish contract's field names: fine on the developer pages, which document them, and nowhere else. */
const FIELD_NAMES = /\b(cpOrigen|cpDestino|paisDestino|pesoKg|ldmFacturable)\b/;
/** A French `: ; ? !` after a plain or no-break space instead of the narrow no-break space. */
const FRENCH_PLAIN_SPACE = /[ \u00a0][:;?!](?=\s|$)/;
/** A French `: ; ? !` right after a word or a number, with no space at all (the developer pages' code is left out). */
const FRENCH_NO_SPACE = /[\p{L}\p{N}][:;?!](?=\s|$)/u;
const CEDILLA = /[şţŞŢ]/;
/** A straight apostrophe between two letters (l'heure, aujourd'hui), where French and Italian set the typographic ’. */
const STRAIGHT_APOSTROPHE = /\p{L}'\p{L}/u;
/** Addresses keep their characters as they are: they are left out before looking for a straight apostrophe. */
const withoutUrls = (text: string) => text.replace(/https?:\/\/\S+/g, '');

describe.each(OTHER_LANGUAGES)('the pages in %s', (lang) => {
  let read: { path: string; text: string }[];
  beforeAll(async () => {
    read = await pagesIn(lang);
  });

  test('speak no API English', () => {
    const english = read.flatMap(({ path, text }) => found([text], API_WORDS).map((word) => `${path}: ${word}`));
    expect(english).toEqual([]);
  });

  test('speak no English outside the developer pages, which quote the OpenAPI document as it is', () => {
    // The priced estimate page shows the fixed answer of test/support/site-estimate-answer.ts, in English.
    const english = read
      .filter(({ path }) => !path.includes('/developers') && !path.endsWith('(priced)'))
      .flatMap(({ path, text }) => englishIn(lang, [text]).map((word) => `${path}: ${word}`));
    expect(english).toEqual([]);
  });

  test('contract a preposition with the article that follows it, as the language always does', () => {
    // Italian "fino a il", "da il"; Spanish "de el"; French "jusqu’à le", "de les"; German "von zum";
    const UNCONTRACTED: Partial<Record<Language, RegExp>> = {
      // and, before a day, "del 11" for "dell’11" or "fino a 22 nov" for "fino al 22 nov".
      it: /(?<!\p{L})((a|da|di|in|su) (il|lo|i|gli)(?!\p{L})|(del|dal|al|il) (8|11)(?!\d)|fino a \d{1,2} \p{Ll}{3}\b)/u,
      es: /(?<!\p{L})(a|de) el(?!\p{L})/u,
      fr: /(?<!\p{L})(à|de) les?(?!\p{L}) (?!faire)|jusqu’à les?(?!\p{L})/u,
      de: /(?<!\p{L})(von|zwischen) zum(?!\p{L})/u,
    };
    const pattern = UNCONTRACTED[lang];
    const slips =
      pattern === undefined
        ? []
        : read.flatMap(({ path, text }) => found([text], pattern).map((said) => `${path}: ${said}`));
    expect(slips).toEqual([]);
  });

  test('give the hours in each country to the tenth, never to the thousandth of an hour', () => {
    const hours = read.flatMap(({ path, text }) =>
      found([text], /\(\d+[.,]\d{2,} h\)/).map((said) => `${path}: ${said}`),
    );
    expect(hours).toEqual([]);
  });

  test('name no field of the API outside the developer pages', () => {
    const fields = read
      .filter(({ path }) => !path.includes('/developers'))
      .flatMap(({ path, text }) => found([text], FIELD_NAMES).map((word) => `${path}: ${word}`));
    expect(fields).toEqual([]);
  });

  test('are written with the language’s own marks', () => {
    const wrong = read.flatMap(({ path, text }) =>
      [
        ...(lang === 'ro' ? found([text], CEDILLA) : []),
        ...(lang === 'fr' ? found([text], FRENCH_PLAIN_SPACE) : []),
        // The developer pages quote the API's reference (its English operation summaries, its code examples).
        ...(lang === 'fr' && !path.includes('/developers') ? found([withoutUrls(text)], STRAIGHT_APOSTROPHE) : []),
        // The priced estimate page shows the fixed answer of test/support/site-estimate-answer.ts, in English.
        ...(lang === 'fr' && !path.includes('/developers') && !path.endsWith('(priced)')
          ? found([text], FRENCH_NO_SPACE)
          : []),
      ].map((mark) => `${path}: "${mark}"`),
    );
    expect(wrong).toEqual([]);
  });
});

describe.each(OTHER_LANGUAGES)('the texts of every face in %s', (lang) => {
  test('use comma-below ș and ț in Romanian and the narrow no-break space in French: every face and data file', () => {
    const texts = [...textsIn(lang), ...dataTextsIn(lang)];
    expect([
      ...(lang === 'ro' ? found(texts, CEDILLA) : []),
      ...(lang === 'fr' ? found(texts, FRENCH_PLAIN_SPACE) : []),
    ]).toEqual([]);
  });

  test('speak no API English', () => {
    expect(found(textsIn(lang), API_WORDS)).toEqual([]);
  });

  test('speak no English at all: site, problems, MCP, route answers, results, iCalendar labels and data files', () => {
    expect(englishIn(lang, [...textsIn(lang), ...dataTextsIn(lang)])).toEqual([]);
  });

  test('set the typographic apostrophe in French and Italian: site, problems, MCP, route answers, results, iCalendar labels and data files', () => {
    // Prepare
    const texts = [...textsIn(lang), ...dataTextsIn(lang)].map(withoutUrls);

    // Assess
    expect(lang === 'fr' || lang === 'it' ? found(texts, STRAIGHT_APOSTROPHE) : []).toEqual([]);
  });

  test('agree a count of one with its noun', () => {
    // Act: every wait the site and the problems state, for one second.
    const site = textsOf(lang);
    const waits = [
      site.route.quota(1),
      site.estimate.quotaText(1),
      site.estimate.unavailableText(1),
      problemTexts(lang).tool.wait(1),
    ];

    // Assess
    expect(found(waits, /\b1 (seconds|segundos|secunde|secondi|secondes|Sekunden)\b/)).toEqual([]);
  });
});

describe.each(OTHER_LANGUAGES)('the open data in %s', (lang) => {
  const license = openDataLicense(settings, lang);
  const credit = `${license.attribution} (${license.name}, ${license.url})`;
  const changes = servedChanges(trafficBanChanges(), lang, (code) => ({ name: code, page: 'https://example.org' }));

  test('credits the data, and says whose each rule is, in the language: the JSON licence and the MCP answers', () => {
    // Act
    const filters = { from: '2026-12-31', to: '2027-01-01' };
    const calendar = calendarText({ ...calendarIn(lang), filters }, [filters.from, filters.to], credit, lang);
    const log = changesText(changes.slice(0, 5), changes.length, credit, lang);

    // Assess
    expect(calendar).toContain(credit);
    expect(englishIn(lang, [license.attribution, calendar, log])).toEqual([]);
  });

  test('titles, labels and credits the Atom feed of its changes in the language', () => {
    // Act
    const feed = buildChangeFeed(changes, {
      lang,
      updated: '2026-11-27',
      self: 'https://example.org/feed',
      json: 'https://example.org/json',
      site: 'https://example.org',
      author: 'freight',
      rights: license.attribution,
      licenseUrl: license.url,
      tagAuthority: 'example.org',
    });
    const said = [...feed.matchAll(/<(?:title|rights)>([^<]*)</g)].map((match) => match[1] as string);
    const entries = [
      ...feed.matchAll(
        /<entry>\s*<id>[^<]*<\/id>\s*<title>([^<]*)<\/title>[\s\S]*?<category term="(\w+)" label="([^"]*)"/g,
      ),
    ];

    // Assess: each entry is headed and labelled by its country's name in the language ("Kroatien", not "Croatia").
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    expect(entries).toHaveLength(changes.length);
    for (const [, title, code, label] of entries) {
      expect(label).toBe(names.of(code as string));
      expect(title?.startsWith(TYPOGRAPHY[lang].label(label as string))).toBe(true);
    }
    expect(englishIn(lang, said)).toEqual([]);
  });
});

describe('the French result page, read line by line', () => {
  test('joins the fuel figure’s week and its provisional note with the narrow no-break space, and says what it assumes as French does', async () => {
    // Act
    const text = await pageText(siteAnswering(pricedSiteAnswer), '/fr/estimate', {
      origen: 'Barcelona',
      destino: 'Milan',
      metros: '2.4',
    });

    // Assess
    expect(text).toMatch(/semaine \S+\u202f; provisoire/);
    expect(text).toMatch(/Poids non indiqué\u202f: 3\u202f500 kg sont retenus\u202f;/);
    expect(text).toMatch(
      /Date de chargement non indiquée\u202f: la date retenue est celle d’aujourd’hui, \d+(er)? \p{Ll}+ \d{4}\./u,
    );
    expect(text).not.toMatch(/sont supposés|est supposé\./);
  });
});

/** The route planner by postal codes, Barcelona 08001 to Milan 20121 leaving 13 May 2026 at 18:00, as read. */
const routePlannerIn = (lang: Language) =>
  pageText(siteAnswering(pricedSiteAnswer), `/${lang}/driving-bans/route`, {
    origin: 'ES-08001',
    destination: 'IT-20121',
    departure: '2026-05-13T18:00',
  });

describe('the German route planner, read line by line', () => {
  test('names the groupage vehicle with the trade’s word and the latest departure with its article', async () => {
    // Act
    const text = await routePlannerIn('de');

    // Assess
    expect(text).toContain('ein Sattelzug im internationalen Sammelgutverkehr (bis 40 t)');
    expect(text).toMatch(/Sie können bis zum 13\. Mai 2026 um \d\d:\d\d/);
    expect(text).not.toContain('Stückgutverkehr');
  });
});

describe('the Italian route planner, read line by line', () => {
  test('says the week from its Monday and the earliest arrival as Italian does', async () => {
    // Act
    const text = await routePlannerIn('it');

    // Assess: "settimana del 11 maggio" and "Arrivo più presto" stood here.
    expect(text).toContain('settimana da lunedì 11 maggio');
    expect(text).toMatch(/Primo arrivo possibile: il 14 maggio 2026/);
    expect(text).toMatch(/tra l’origine e il magazzino dell’operatore \([^)]*\) e tra il magazzino dell’operatore/);
  });
});

describe('the Romanian route planner, read line by line', () => {
  test('joins the latest departure and its arrival with the subjunctive the verb governs', async () => {
    // Act
    const text = await routePlannerIn('ro');

    // Assess: "Puteți pleca … și să sosiți", not "și sosiți".
    expect(text).toMatch(/Puteți pleca până pe 13 mai 2026 la \d\d:\d\d \(UTC\+2\) și să sosiți tot pe 14 mai 2026/);
  });
});

describe('the form of address of buttons, links and headings (docs/glossary.md)', () => {
  /** A text that starts with a Romanian tu-form imperative: "Arată restricțiile", "Estimează". */
  const ROMANIAN_TU =
    /^(Arată|Estimează|Calculează|Caută|Vezi|Alege|Încearcă|Introdu|Selectează|Descarcă|Deschide|Copiază|Citește|Află|Folosește|Completează)(?!\p{L})/u;
  /** A text that starts with an Italian infinitive: "Stimare una spedizione", "Leggere la licenza". */
  const ITALIAN_INFINITIVE = /^\p{Lu}\p{Ll}+(are|ere|ire)(?!\p{L})/u;
  /** A command in the Lei imperative, stiff on a button or link (docs/glossary.md): "Mostri i divieti", "Legga". */
  const ITALIAN_LEI_COMMAND = /^(Mostri|Calcoli|Legga|Veda|Cerchi|Scarichi|Apra|Consulti|Provi|Scelga|Stimi)(?!\p{L})/u;
  const shown = (lang: Language) => [...textsIn(lang), ...dataTextsIn(lang)].map((text) => text.trim());

  test('Romanian speaks in the formal imperative (dumneavoastră), never the tu-form', () => {
    expect(shown('ro').filter((text) => ROMANIAN_TU.test(text))).toEqual([]);
  });

  test('Italian speaks in the formal imperative (Lei) or names a heading, never with a bare infinitive', () => {
    expect(shown('it').filter((text) => ITALIAN_INFINITIVE.test(text))).toEqual([]);
  });

  test('Italian buttons and links give commands as Italian interfaces do, never in the Lei imperative', async () => {
    // Act: the commands of the route planner, the estimate form and the data licence, as the pages render them.
    const site = siteAnswering(pricedSiteAnswer);
    const commands = (
      await Promise.all(
        ['/it/driving-bans/route', '/it/estimate', '/it/legal/data-licence'].map(
          async (path) => (await site.handle({ path, query: {}, now, clientIp: '203.0.113.9' })).body,
        ),
      )
    ).flatMap((html) => [...html.matchAll(/<(button|a)\b[^>]*>([^<]+)<\/\1>/g)].map((match) => match[2] as string));

    // Assess
    expect(commands).toEqual(expect.arrayContaining(['Mostra i divieti', 'Calcola la stima', 'Leggi la licenza']));
    expect(commands.filter((text) => ITALIAN_LEI_COMMAND.test(text) || ITALIAN_INFINITIVE.test(text))).toEqual([]);
  });
});

describe('holiday names', () => {
  /** Different holidays on a day that is another country's holiday too: each keeps its own name. */
  const OWN_HOLIDAYS = new Set(['SI|12-26', 'CZ|05-08', 'FR|05-08', 'FR|11-11', 'PL|11-11', 'LI|08-15', 'HU|08-20']);

  /** Every name a holiday is given, by its rule ("12-25", "easter 39") and language: the table's and the country files'. */
  const namesOf = (lang: Language): Map<string, Set<string>> => {
    const names = new Map<string, Set<string>>();
    const add = (country: string, key: string, name: string | undefined) => {
      if (name === undefined || OWN_HOLIDAYS.has(`${country.slice(0, 2)}|${key}`)) return;
      // A country named after the holiday says whose it is ("Festa della Repubblica (Italia)" on Austria's page).
      names.set(key, (names.get(key) ?? new Set()).add(name.replace(/ \([^)]*\)$/, '')));
    };
    for (const [country, rules] of Object.entries(holidayTable())) {
      for (const rule of rules) add(country, rule.key, rule.names[lang]);
    }
    const fixed = (country: string, value: unknown): void => {
      if (Array.isArray(value)) for (const item of value) fixed(country, item);
      else if (value !== null && typeof value === 'object') {
        const item = value as { source?: string; date?: string; name?: Record<string, string> };
        if (item.source === 'fixed' && item.date !== undefined) add(country, item.date, item.name?.[lang]);
        for (const inner of Object.values(value)) fixed(country, inner);
      }
    };
    for (const country of trafficBanRules()) fixed(country.code, country);
    return names;
  };

  test.each(OTHER_LANGUAGES)('are one per holiday in %s, whatever the country (docs/glossary.md)', (lang) => {
    // Act
    const twice = [...namesOf(lang)].filter(([, names]) => names.size > 1).map(([key, names]) => [key, [...names]]);

    // Assess
    expect(twice).toEqual([]);
  });
});

test.each(['ro', 'fr'] as const)('the driving-ban calendar in %s is written with the language’s own marks', (lang) => {
  const served = JSON.stringify(calendarIn(lang, true));
  expect(found([served], lang === 'ro' ? CEDILLA : FRENCH_PLAIN_SPACE)).toEqual([]);
});

describe('the glossary (docs/glossary.md)', () => {
  const rows = readFileSync(new URL('../../../docs/glossary.md', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => cells.length === 6 && (LANGUAGES as readonly string[]).includes(cells[2] as string));
  const terms = rows.map(([, concept, lang, term, never]) => ({
    concept: concept as string,
    lang: lang as Language,
    term: term as string,
    never: (never as string)
      .split(',')
      .map((word) => word.trim())
      .filter((word) => word !== ''),
  }));

  test('has a term in every language for each concept', () => {
    const concepts = new Set(terms.map((row) => row.concept));
    expect(terms.length).toBe(concepts.size * LANGUAGES.length);
  });

  /** A term of "never", as a pattern: one ending in "…" is a stem and rules out every word that starts with it. */
  const ruledOut = (word: string) =>
    word.endsWith('…')
      ? new RegExp(`(?<!\\p{L})${word.slice(0, -1)}\\p{L}*`, 'iu')
      : new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu');

  test.each(LANGUAGES)('is what every face and data file says in %s: no term the glossary rules out', (lang) => {
    // Prepare
    const texts = [...textsIn(lang), ...dataTextsIn(lang)];

    // Act
    const outside = terms
      .filter((row) => row.lang === lang)
      .flatMap((row) => row.never.flatMap((word) => found(texts, ruledOut(word))));

    // Assess
    expect(outside).toEqual([]);
  });

  test('reads a stem of "never" as every word that starts with it', () => {
    expect(found(['O interdicție, interdicțiile; restricția.'], ruledOut('interdicți…'))).toEqual([
      'interdicție',
      'interdicțiile',
    ]);
  });
});

test('the border crossings, shown as they are in every language, are named by their places, not in English', () => {
  // Act
  const english = corridors()
    .crossings.map((crossing) => crossing.name)
    .filter((name) => /\b(tunnel|bridge|pass|road|international)\b/i.test(name));

  // Assess
  expect(english).toEqual([]);
});

describe('German country names after a preposition', () => {
  test.each([
    ['NL', 'in Richtung Norden, in die Niederlande'],
    ['CH', 'in Richtung Norden, in die Schweiz'],
    ['IT', 'in Richtung Norden, nach Italien'],
  ])('take their article where the name has one: %s', (code, towards) => {
    // Prepare
    const name = new Intl.DisplayNames(['de'], { type: 'region' }).of(code) ?? code;

    // Act
    const said = textsOf('de').bans.direction.northbound(name);

    // Assess
    expect(said).toBe(towards);
  });
});
