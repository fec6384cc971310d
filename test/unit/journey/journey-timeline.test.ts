import { journeyTextsFile } from '#data/journey/texts.ts';
import { resultJourney } from '#shared/domain/journey/journey-result.ts';
import { journeyTimeline } from '#shared/domain/journey/journey-timeline.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { laneJourneyTerms } from '#shared/domain/pricing/tariff-lookup.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import { committedPorts } from './committed-planning.ts';

const now = new Date('2026-11-28T10:00:00Z');
const transitoOf = (
  lang: (typeof LANGUAGES)[number],
  cpDestino: string,
  paisDestino: string,
  departure: string,
  crossings?: readonly string[],
) => {
  const shipment = { cpOrigen: '08001', paisDestino, cpDestino, pesoKg: 1000, fechaCarga: departure.slice(0, 10) };
  const lane = laneJourneyTerms(committedPorts.tariff, shipment);
  const found = resultJourney(
    committedPorts,
    shipment,
    lang,
    now,
    new Date(departure),
    crossings === undefined ? lane : { ...lane, crossings },
  );
  if (found.journey === undefined) throw new Error('a journey is expected');
  return found.transito;
};

describe("the journey's timeline says the rests, the rest on board and the exceptions in every language", () => {
  test.each(LANGUAGES)('%s', (lang) => {
    const texts = journeyTextsFile().timeline[lang];
    // Barcelona–Cagliari by the road and Livorno–Olbia, as an operator's lane fixes it: the daily rest begun on board
    // and completed ashore.
    const livornoOlbia = ['la-jonquera-le-perthus', 'ventimiglia', 'livorno-olbia'];
    const island = journeyTimeline(
      texts,
      transitoOf(lang, '09100', 'IT', '2026-12-01T18:00:00+01:00', livornoOlbia),
      undefined,
      lang,
    );
    const onBoard = island.steps.find((step) => step.kind === 'travesia');
    expect(onBoard?.label.startsWith(`${TYPOGRAPHY[lang].label(texts.travesiaDescanso)} `)).toBe(true);
    expect(island.steps.flatMap((step) => step.causes)).toContain(texts.causeCrossing);
    expect(island.steps.flatMap((step) => step.causes)).toContain(texts.causeDailyDriving);
    expect(island.notes[0]).toContain(texts.weeks.split('{weeks}')[0] as string);
    // Barcelona–Vienna through Italy on 8 December 2026: Italy's ban shortened for a lorry from and to abroad.
    const vienna = journeyTimeline(texts, transitoOf(lang, '1010', 'AT', '2026-12-07T08:00:00+01:00'), undefined, lang);
    const shortened = texts.exemptShortened.split('{ban}')[1]?.split('{from}')[0] as string;
    expect(vienna.steps.some((step) => step.causes.some((cause) => cause.includes(shortened)))).toBe(true);
  });
});

describe("the journey's summary says the sea it crosses, not only the road", () => {
  test.each(LANGUAGES)(
    '%s: Barcelona–Cagliari names its ferry beside the road kilometres; Barcelona–Vienna none',
    (lang) => {
      const texts = journeyTextsFile().timeline[lang];
      const island = transitoOf(lang, '09100', 'IT', '2026-12-01T18:00:00+01:00');
      const ferry = island.pasos.find((paso) => paso.tipo === 'ferry')?.nombre as string;

      const bySea = journeyTimeline(texts, island, undefined, lang).summary;
      const byRoad = journeyTimeline(
        texts,
        transitoOf(lang, '1010', 'AT', '2026-12-07T08:00:00+01:00'),
        undefined,
        lang,
      );

      expect(ferry).toBeDefined();
      expect(bySea.startsWith(texts.journeyBySea.split('{km}')[0] as string)).toBe(true);
      expect(bySea).toContain(ferry);
      expect(byRoad.summary).not.toContain(texts.journeyBySea.split('{ferries}')[0]?.split('{countries}')[1] as string);
    },
  );
});
