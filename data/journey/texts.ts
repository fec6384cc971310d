import * as z from 'zod';
import { onFirstUse, readDataBeside } from '#data/read-beside.ts';
import type { JourneyTextsFile } from '#shared/domain/journey/journey-texts.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { lazySchema } from '#shared/domain/lazy-schema.ts';
import { typesetEach } from '#shared/domain/texts/typography.ts';

const text = lazySchema(() => z.string().min(1));

const assumptionsSchema = lazySchema(() =>
  z
    .object({
      departureAssumed: text,
      originHandling: text,
      departureGiven: text,
      placedByPrefix: text,
      placedByCountry: text,
      placedByPrefixUnknown: text,
      distance: text,
      distanceByOperator: text,
      driving: text,
      crossing: text,
      wayChosen: text,
      wayByRoad: text,
      sailing: text,
      validity: text,
      validityUnknown: text,
      sailingOutside: text,
      noTimetable: text,
      headway: text,
      customs: text,
      euArea: text,
      delivery: text,
      deliveryDeclared: text,
      receiving: text,
      driver: text,
      vehicle: text,
      vehicleDescription: text,
      vehicleLowNoise: text,
      vehicleDocuments: text,
      exemptionApplied: text,
      emissions: text,
      trunk: text,
      emissionsPrimary: text,
      hubs: text,
      hubsPrimary: text,
      rounds: text,
      hubDeclared: text,
      hubArea: text,
      seaGross: text,
      emissionsCapped: text,
      shuttleLeftOut: text,
      calendarEnds: text,
      notCounted: text,
      origin: text,
      destination: text,
      noRoute: text,
      noSeaCrossing: text,
      notLocated: text,
      workingDays: z
        .object({ zero: text, one: text, two: text, few: text, many: text, other: text })
        .partial()
        .required({ other: true })
        .strict(),
    })
    .strict(),
);

const timelineSchema = lazySchema(() =>
  z
    .object({
      title: text,
      journey: text,
      journeyBySea: text,
      via: text,
      departure: text,
      arrival: text,
      pausa: text,
      descanso: text,
      espera: text,
      esperaDescanso: text,
      esperaDescansoSemanal: text,
      descansoSemanal: text,
      descansoSemanalReducido: text,
      travesia: text,
      travesiaDescanso: text,
      travesiaDescansoSemanal: text,
      causeDailyDriving: text,
      causeDailyPeriod: text,
      causeWeeklyDriving: text,
      causeFortnightDriving: text,
      causeWeeklyPeriod: text,
      causeCrossing: text,
      exemptLifted: text,
      exemptShortened: text,
      weeks: text,
      week: text,
      in: text,
      delivery: text,
      co2e: text,
      co2eTransport: text,
      co2eHub: text,
      recogida: text,
      hubOrigen: text,
      troncal: text,
      maritimo: text,
      hubDestino: text,
      reparto: text,
      primaryData: text,
      defaultData: text,
      wholeVehicle: text,
      provisional: text,
      unknown: text,
      timeZone: text,
      embarque: text,
      embarqueDescanso: text,
      aduana: text,
    })
    .strict(),
);

const perLanguage = <T extends z.ZodType>(schema: T) =>
  z
    .object(Object.fromEntries(LANGUAGES.map((lang) => [lang, schema])) as Record<(typeof LANGUAGES)[number], T>)
    .strict();

export const journeyTextsSchema = lazySchema(() =>
  z.object({ assumptions: perLanguage(assumptionsSchema), timeline: perLanguage(timelineSchema) }).strict(),
);

export const JOURNEY_TEXTS_FILE = 'data/journey/journey-texts.json';

/** The journey's texts as their schema reads them, or an error naming the file. */
export const parseJourneyTexts = (content: unknown): z.infer<typeof journeyTextsSchema> => {
  const parsed = journeyTextsSchema.safeParse(content);
  if (!parsed.success) throw new Error(`${JOURNEY_TEXTS_FILE} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
};

/** The journey's sentences (its assumptions) and the words of its timeline, read on first use. */
export const journeyTextsFile: () => JourneyTextsFile = onFirstUse(() => {
  const texts = readDataBeside(import.meta.url, 'journey-texts.json', parseJourneyTexts);
  // Written with plain spaces, as their editors type them; each language's spacing is applied as it is first read.
  return { assumptions: typesetEach(texts.assumptions), timeline: typesetEach(texts.timeline) };
});
