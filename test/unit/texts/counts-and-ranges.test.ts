import { resultTextsData } from '#data/texts/index.ts';
import { siteEstimate } from '#functions/site/estimate-port.ts';
import { LANGUAGES, type Language } from '#shared/domain/languages.ts';
import { palletSentences } from '#shared/domain/loading/pallet-texts.ts';
import { palletLoadingMetres } from '#shared/domain/loading/pallets.ts';
import type { ShipmentPrice } from '#shared/domain/pricing/price-shipment.ts';
import { resultTexts } from '#shared/domain/pricing/texts.ts';
import { dayRange } from '#shared/domain/texts/typography.ts';
import { inProcessSite } from '#test/support/in-process-site.ts';
import { pricedSiteAnswer } from '#test/support/site-estimate-answer.ts';
import { visibleText } from '#test/support/visible-text.ts';

/**
 * The classes a native reader stops at, each checked on what a face says: a count's noun in the form its number
 * takes (`Intl.PluralRules`, French singular below 2), and a range of days written once (`formatRange`).
 */

/** The site over its real estimate port (form, pallets and their sentences), priced with the fixed answer. */
const site = inProcessSite({
  estimate: siteEstimate(async (_context, input) => {
    input();
    if (pricedSiteAnswer.kind !== 'result') throw new Error('the fixed answer is a priced result');
    return { value: pricedSiteAnswer.result };
  }),
});
const page = async (path: string, query: Record<string, string>) =>
  visibleText(
    (await site.handle({ path, query, now: new Date('2026-05-04T10:00:00Z'), clientIp: '203.0.113.9' })).body,
  );
const localePath = (lang: Language, path: string) => (lang === 'en' ? path : `/${lang}${path}`);

/** The route page's journey from Barcelona to Milan in December, by the Barcelona – Genova ferry. */
const ferryJourneyPage = (lang: Language) =>
  page(localePath(lang, '/driving-bans/route'), {
    origin: 'ES-08001',
    destination: 'IT-20121',
    departure: '2026-12-07T18:00',
  });

/**
 * Each count of loading metres in a text whose noun is not the form its number takes, as the number is written
 * (fraction digits included): "1 metros lineales", "1,6 mètres de plancher".
 */
const disagreeing = (lang: Language, text: string): string[] => {
  const forms = resultTextsData.languages[lang].metrosLineales;
  const nouns = [...new Set(Object.values(forms))].sort((a, b) => b.length - a.length);
  const counted = new RegExp(`(\\d+(?:[.,](\\d+))?) (${nouns.join('|')})(?!\\p{L})`, 'gu');
  return [...text.matchAll(counted)].flatMap(([said, number, fraction, noun]) => {
    const digits = fraction?.length ?? 0;
    const value = Number((number as string).replace(lang === 'en' ? /,/g : /,/, lang === 'en' ? '' : '.'));
    const rules = new Intl.PluralRules(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    const form = forms[rules.select(value)] ?? forms.other;
    return noun === form ? [] : [said];
  });
};

const weightDecided = (declared: number): ShipmentPrice => ({
  estado: 'estimacion',
  moneda: 'EUR',
  transporte: 300,
  gasoleo: 10,
  total: 310,
  gasoleoProvisional: false,
  semanaGasoleo: '2026-W19',
  ldmDeclarado: declared,
  ldmFacturable: 2.4,
  motivoLdm: {
    decidedBy: 'weight',
    roundedUp: false,
    pesoKg: 4200,
    ldmDeclarado: declared,
    ldmFacturable: 2.4,
    minimumBillableMetres: 1,
  },
  trace: { tariffVersion: '2026' },
});

describe('a count of loading metres takes the form its number takes', () => {
  test.each([
    ['es', '= 1 metro lineal.'],
    ['en', '= 1 loading metre.'],
    ['ro', '= 1 metru de încărcare.'],
    ['it', '= 1 metro lineare.'],
    ['fr', '= 1 mètre de plancher.'],
    ['de', '= 1 Lademeter.'],
  ] as const)('the estimate page in %s works two industrial pallets out as "%s"', async (lang, said) => {
    // Act
    const body = await page(localePath(lang, '/estimate'), {
      origen: 'Barcelona',
      destino: 'Milan',
      paletsIndustriales: '2',
    });

    // Assess
    expect(body).toContain(said);
  });

  test('the French estimate page writes 1,6 in the singular, as French does below 2', async () => {
    // Act
    const body = await page('/fr/estimate', { origen: 'Barcelona', destino: 'Milan', paletsEuro: '4' });

    // Assess
    expect(body).toContain('= 1,6 mètre de plancher.');
  });

  test.each(LANGUAGES)('in %s, the pallets of every load from 1 to 12 of each kind agree with their noun', (lang) => {
    // Act
    const texts = [true, false].flatMap((stackable) =>
      Array.from({ length: 12 }, (_, index) => index + 1).flatMap((count) => [
        ...palletSentences(
          resultTextsData.languages[lang],
          lang,
          palletLoadingMetres({ euro: count, industrial: 0, stackable }),
        ),
        ...palletSentences(
          resultTextsData.languages[lang],
          lang,
          palletLoadingMetres({ euro: 0, industrial: count, stackable }),
        ),
      ]),
    );

    // Assess
    expect(texts.flatMap((text) => disagreeing(lang, text))).toEqual([]);
  });

  test.each([
    ['es', 1, 'la carga admitida en 1,0 metro lineal'],
    ['en', 1, 'the load of 1.0 loading metres'],
    ['ro', 1, 'încărcătura admisă pentru 1,0 metri de încărcare'],
    ['it', 1, 'il carico ammesso per 1,0 metri lineari'],
    ['fr', 1.6, 'la charge admise pour 1,6 mètre de plancher'],
    ['de', 1, 'die Last für 1,0 Lademeter'],
  ] as const)('in %s, the weight that decides the metres of %d says "%s"', (lang, declared, said) => {
    // Act
    const { motivoLdm } = resultTexts(resultTextsData, lang, weightDecided(declared));

    // Assess
    expect(motivoLdm).toContain(said);
    expect(disagreeing(lang, motivoLdm ?? '')).toEqual([]);
  });

  test('the check finds a noun in the wrong form', () => {
    expect(disagreeing('es', 'son 1 metros lineales y 1,5 metro lineal')).toEqual([
      '1 metros lineales',
      '1,5 metro lineal',
    ]);
    expect(disagreeing('fr', '1,6 mètres de plancher, 2 mètres de plancher')).toEqual(['1,6 mètres de plancher']);
  });
});

describe('a range of days says the month and year they share once', () => {
  test.each([
    ['es-ES', '2026-12-09', '2026-12-10', '9–10 de diciembre de 2026'],
    ['en-GB', '2026-11-30', '2026-12-01', '30 November – 1 December 2026'],
    ['ro-RO', '2026-12-30', '2027-01-04', '30 decembrie 2026 – 4 ianuarie 2027'],
    ['it-IT', '2026-12-09', '2026-12-10', '9–10 dicembre 2026'],
    ['it-IT', '2026-11-30', '2026-12-01', '30 novembre – 1° dicembre 2026'],
    ['fr-FR', '2026-12-09', '2026-12-10', '9–10 décembre 2026'],
    ['de-DE', '2026-12-09', '2026-12-10', '9.–10. Dezember 2026'],
    ['de-DE', '2026-12-09', '2026-12-09', '9. Dezember 2026'],
  ])('in %s, %s to %s is "%s"', (locale, from, to, said) => {
    expect(dayRange(locale, from, to).replace(/[\u2009\u202f]/g, ' ')).toBe(said);
  });

  test.each(LANGUAGES)('the route page in %s gives the delivery window with its year once', async (lang) => {
    // Act
    const body = await ferryJourneyPage(lang);

    // Assess
    const delivery = /(Delivery|Entrega|Livrare|Consegna|Livraison|Zustellung)\s?: [^()]+\(/.exec(body)?.[0] ?? '';
    expect(delivery).toMatch(/2026/);
    expect(delivery.match(/2026/g)).toHaveLength(1);
  });
});

describe('a ferry is named in the language of the page', () => {
  test.each([
    ['es', 'Ferri Barcelona – Genova'],
    ['ro', 'Feribot Barcelona – Genova'],
    ['it', 'Traghetto Barcelona – Genova'],
    ['fr', 'Ferry Barcelona – Genova'],
    ['de', 'Fähre Barcelona – Genova'],
  ] as const)('the route page in %s says it on board as "%s", never the English name', async (lang, ferry) => {
    // Act
    const body = await ferryJourneyPage(lang);

    // Assess
    expect(body).toContain(ferry);
    if (lang !== 'fr') expect(body).not.toMatch(/\bFerry\b/);
  });
});
