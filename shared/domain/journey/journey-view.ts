import type { Language } from '#shared/domain/languages.ts';
import { fill } from '#shared/domain/texts/fill.ts';
import {
  dateTimeFormat,
  LOCALES,
  numberFormat as localeNumber,
  pluralRules as localePlurals,
  optionsBy,
  regionName,
} from '#shared/domain/texts/intl.ts';
import { dateWriter, dayInWords, dayRange, TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { BanEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { CALENDAR_ZONE } from '#shared/domain/traffic-bans/generate-calendar.ts';
import { localParts } from '#shared/domain/zone-offsets.ts';
import { EU_CUSTOMS_AREA, type Segment } from './corridor.ts';
import type { BlockingBan, PlanStop, RestCause, RestKind } from './drive-plan.ts';
import {
  type ChainElement,
  type DataKind,
  type ElementKind,
  type Emissions,
  type FigureSource,
  type HubPlace,
  isTransport,
} from './emissions.ts';
import { type Located, postalSource } from './geography.ts';
import type { Elemento, Emisiones, Transito } from './journey.schema.ts';
import { type Journey, ORIGIN_ZONE, type WayCriterion, zoneOf } from './journey.ts';
import type { Customs, EmissionFactors, PostalPoints, SeaCrossing } from './journey-data.schema.ts';
import type { JourneyTexts } from './journey-texts.ts';

/** The formatters' options, made once (#shared/domain/texts/intl.ts finds a formatter by its options' identity). */
const HOURS: Intl.NumberFormatOptions = { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 1 };
const MINUTES: Intl.NumberFormatOptions = { style: 'unit', unit: 'minute', unitDisplay: 'long' };
const fractionDigits = optionsBy((digits: number): Intl.NumberFormatOptions => ({ maximumFractionDigits: digits }));
const clockIn = optionsBy(
  (timeZone: string): Intl.DateTimeFormatOptions => ({
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }),
);
const numberFormat = (lang: Language, digits: number) => localeNumber(LOCALES[lang], fractionDigits(digits));
const pluralRules = (lang: Language) => localePlurals(LOCALES[lang]);
const hoursFormat = (lang: Language) => localeNumber(LOCALES[lang], HOURS);
const dateFormat = (lang: Language, timeZone: string) => dateWriter(LOCALES[lang], { dateStyle: 'long', timeZone });
const timeFormat = (lang: Language, timeZone: string) => dateTimeFormat(LOCALES[lang], clockIn(timeZone));
/** A country's name in the language, e.g. "Italia", "Allemagne". */
export const countryName = (lang: Language, code: string): string => regionName(LOCALES[lang], code);

export const ISO_14083_METHOD = 'ISO 14083:2023, well-to-wheel (WTW)';

/** Instants of a plan to the minute: the seconds of an average speed are not information. */
const atMinute = (ms: number) => {
  const { date, time, offset } = localParts(CALENDAR_ZONE, Math.round(ms / 60_000) * 60_000);
  return `${date}T${time}:00${offset}`;
};

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

const banOf = (entry: BanEntry) => ({
  pais: entry.country,
  motivo: entry.reason,
  desde: entry.startsAt,
  hasta: entry.endsAt,
  alcance: entry.scope,
  ...(entry.roads === undefined ? {} : { carreteras: entry.roads }),
  ...(entry.regions === undefined ? {} : { regiones: entry.regions }),
  provisional: entry.provisional === true,
});

/** A ban as the truck meets it: the calendar's entry, and the exemptions that shortened or lifted it for the vehicle. */
const metBanOf = (ban: BlockingBan, lang: Language) => ({
  ...banOf(ban.entry),
  ...(ban.exemptions === undefined
    ? {}
    : {
        excepciones: ban.exemptions.map((exemption) => ({
          id: exemption.id,
          texto: exemption.text?.[lang] ?? exemption.id,
        })),
        ...(ban.lifted === true ? {} : { horarioVehiculo: { desde: atMinute(ban.start), hasta: atMinute(ban.end) } }),
      }),
});

export const REST_NAMES: Readonly<Record<RestKind, Transito['paradas'][number]['descanso'] & string>> = {
  daily: 'diario',
  'reduced-weekly': 'semanalReducido',
  weekly: 'semanal',
};

const CAUSE_NAMES: Readonly<Record<RestCause, Transito['paradas'][number]['causa'] & string>> = {
  'daily-driving': 'conduccionDiaria',
  'daily-period': 'periodo24h',
  'weekly-driving': 'conduccionSemanal',
  'fortnight-driving': 'conduccionDosSemanas',
  'weekly-period': 'seisPeriodos24h',
  crossing: 'travesia',
};

const stopOf = (stop: PlanStop, lang: Language): Transito['paradas'][number] => {
  const common = { desde: atMinute(stop.from), hasta: atMinute(stop.to), pais: stop.country };
  switch (stop.kind) {
    case 'break':
      return { tipo: 'pausa', ...common };
    case 'rest':
      return { tipo: 'descanso', ...common, descanso: REST_NAMES[stop.rest], causa: CAUSE_NAMES[stop.cause] };
    case 'ban-wait':
      return {
        tipo: 'espera',
        ...common,
        ...(stop.rest === undefined ? {} : { descanso: REST_NAMES[stop.rest] }),
        descansoDiario: stop.rest !== undefined,
        restricciones: stop.bans.map((ban) => metBanOf(ban, lang)),
      };
    case 'crossing':
      return {
        tipo: 'travesia',
        ...common,
        ...(stop.rest === undefined ? {} : { descanso: REST_NAMES[stop.rest] }),
        paso: stop.crossing.name[lang],
      };
    case 'sailing-wait':
      return {
        tipo: 'embarque',
        ...common,
        ...(stop.rest === undefined ? {} : { descanso: REST_NAMES[stop.rest] }),
        paso: stop.crossing.name[lang],
      };
    case 'customs':
      return { tipo: 'aduana', ...common, paso: stop.at, aduana: { sale: stop.leaving, entra: stop.entering } };
  }
};

/**
 * The kilometres in each country, in travel order: the regions crossed where the journey knows them, and the roads
 * where the corridor's data names them for the whole stay.
 */
const tramosOf = (segments: readonly Segment[]): Transito['tramos'] => {
  const stays: { country: string; parts: Extract<Segment, { kind: 'road' }>[] }[] = [];
  let afterSea = false;
  for (const segment of segments) {
    if (segment.kind === 'customs') continue;
    if (segment.kind === 'sea') {
      afterSea = true;
      continue;
    }
    const last = stays.at(-1);
    if (last?.country === segment.country && !afterSea) last.parts.push(segment);
    else stays.push({ country: segment.country, parts: [segment] });
    afterSea = false;
  }
  return stays.map(({ country, parts }) => {
    const regions: { region: string; km: number }[] = [];
    for (const part of parts) {
      if (part.region === undefined) continue;
      const last = regions.at(-1);
      if (last?.region === part.region) last.km += part.km;
      else regions.push({ region: part.region, km: part.km });
    }
    const roads = parts.every((part) => part.roads !== undefined)
      ? [...new Set(parts.flatMap((part) => part.roads ?? []))]
      : undefined;
    return {
      pais: country,
      km: Math.round(parts.reduce((sum, part) => sum + part.km, 0)),
      ...(regions.length === 0 ? {} : { regiones: regions.map(({ region, km }) => ({ region, km: Math.round(km) })) }),
      ...(roads === undefined ? {} : { carreteras: roads }),
    };
  });
};

const CRITERIA: Readonly<Record<WayCriterion, Transito['eleccion']['criterio']>> = {
  only: 'unica',
  'earliest-arrival': 'llegadaMasTemprana',
  operator: 'operador',
  searched: 'busqueda',
};

/** A line's timetable as the contract says it: the source's date, its validity, its source; null without one. */
const timetableOf = (crossing: SeaCrossing) => {
  const { timetable } = crossing;
  if (timetable === undefined) return null;
  return {
    segun: timetable.asOf,
    desde: timetable.validFrom ?? null,
    hasta: timetable.validTo ?? null,
    fuente: timetable.source,
  };
};

/** The Monday of a fixed week, as the date it is in UTC. */
const weekDate = (weekStart: number) => new Date(weekStart).toISOString().slice(0, 10);

/** The `transito` object of a result: the journey's numbers, in the contract's field names. */
/** Roman numerals of the Euro classes, as the classes are written (Euro VI). */
const EURO_CLASSES = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];

/** One end as `transito.ubicacion` says it: its code, the prefix it was placed by, and whether its country lists it. */
const placeOf = (place: Located) => ({
  pais: place.country,
  cp: place.postalCode,
  prefijo: place.prefix ?? null,
  conocido: place.known,
});

/** The planned vehicle in words of the language. */
export const vehicleDescription = (journey: Journey, texts: JourneyTexts): string =>
  fill(texts.vehicleDescription, {
    euro: EURO_CLASSES[journey.vehicle.euroClass] ?? String(journey.vehicle.euroClass),
    lowNoise: journey.vehicle.lowNoise ? texts.vehicleLowNoise : '',
    documents: journey.vehicle.travelDocuments ? texts.vehicleDocuments : '',
  });

export const transitoOf = (journey: Journey, lang: Language, points: PostalPoints, texts: JourneyTexts): Transito => {
  const { corridor, plan, origin, destination } = journey;
  return {
    distanciaKm: Math.round(corridor.roadKm),
    paises: [...corridor.countries],
    tramos: tramosOf(corridor.segments),
    pasos: corridor.passages.map((passage) =>
      passage.kind === 'border'
        ? {
            tipo: 'frontera',
            nombre: passage.crossing.name,
            entre: passage.crossing.between,
            carreteras: passage.crossing.roads,
          }
        : {
            tipo: passage.crossing.kind === 'ferry' ? 'ferry' : 'lanzadera',
            nombre: passage.crossing.name[lang],
            entre: passage.crossing.between,
            horas: passage.crossing.hours,
            operador: passage.crossing.operator,
            horario: timetableOf(passage.crossing),
          },
    ),
    eleccion: {
      criterio: CRITERIA[journey.criterion],
      alternativas: journey.ways.map((way) => ({
        ferris: way.corridor.passages.flatMap((passage) =>
          passage.kind === 'sea' && passage.crossing.kind === 'ferry' ? [passage.crossing.name[lang]] : [],
        ),
        distanciaKm: Math.round(way.corridor.roadKm),
        llegada: way.arrival === undefined ? null : atMinute(way.arrival),
        elegida: way.corridor === corridor,
      })),
    },
    salida: atMinute(plan.departure),
    llegada: atMinute(plan.arrival),
    horasConduccion: round(plan.drivingMinutes / 60, 1),
    paradas: plan.stops.map((stop) => stopOf(stop, lang)),
    restriccionesSinEspera: journey.listed.map(({ entry, unknown }) => ({
      ...banOf(entry),
      desconocido: unknown === 'region' ? ('region' as const) : ('carreteras' as const),
    })),
    restriccionesExentas: journey.exempt.map((ban) => metBanOf(ban, lang)),
    conduccionSemanal: plan.weeks.map((week) => ({
      semana: weekDate(week.weekStart),
      horas: round(week.minutes / 60, 1),
    })),
    vehiculo: {
      descripcion: vehicleDescription(journey, texts),
      normaEuro: journey.vehicle.euroClass,
      bajoRuido: journey.vehicle.lowNoise,
      documentosDeViaje: journey.vehicle.travelDocuments,
    },
    entrega: {
      desde: journey.delivery.from,
      hasta: journey.delivery.to,
      pais: destination.country,
      recepcion: atMinute(journey.delivery.received.at),
      ...(journey.delivery.declared === undefined ? {} : { plazoDeclarado: { ...journey.delivery.declared } }),
    },
    provisional: journey.provisional,
    calendarioDesconocidoDesde: plan.unknownFrom === undefined ? null : atMinute(plan.unknownFrom),
    velocidadMediaKmh: journey.settings.speedKmh,
    factorCircuito: Math.round(journey.circuity * 100) / 100,
    ubicacion: { origen: placeOf(origin), destino: placeOf(destination) },
    // Who publishes the tables the two ends were placed by, their licence and the day of the copy each was derived from.
    fuentes: [
      ...new Set(
        [origin, destination].map(({ country }) => {
          const source = postalSource(points, country);
          return `${source.credit}, ${source.retrieved}`;
        }),
      ),
    ],
  };
};

const ELEMENT_TYPES: Readonly<Record<ElementKind, Elemento['tipo']>> = {
  collection: 'recogida',
  'origin-hub': 'hub-origen',
  trunk: 'troncal',
  sea: 'maritimo',
  'destination-hub': 'hub-destino',
  delivery: 'reparto',
};

const DATA_KINDS: Readonly<Record<DataKind, Elemento['datos']>> = { default: 'por defecto', primary: 'primarios' };

/** The source of a figure as the contract says it: the publication and the table read, or what the operator measured. */
const sourceOf = (source: FigureSource) =>
  source.url === undefined
    ? { fuente: `Operator's primary data: ${source.table}` }
    : { fuente: `${source.name}. ${source.table}`, url: source.url };

/** Kilograms to the hundredth: a transport element is the sum of its two parts so rounded, so every sum holds. */
const kg = (value: number) => round(value, 2);

/*
 * Each element written as one object literal, its source's fields named rather than spread: V8 copies a spread object
 * into a literal of this size through its slow path, and the spreads made this function a seventh of an estimate's
 * compute in process (bench/estimate.ts).
 */
const elementoOf = (element: ChainElement, lang: Language): Elemento => {
  const { fuente, url } = sourceOf(element.source);
  const tipo = ELEMENT_TYPES[element.kind];
  const datos = DATA_KINDS[element.data];
  if (!isTransport(element)) {
    return {
      tipo,
      datos,
      fuente,
      ...(url === undefined ? {} : { url }),
      descripcion: element.vehicle[lang],
      km: null,
      toneladas: round(element.tonnes, 3),
      toneladasKm: null,
      intensidad: { ttw: null, wtt: null, wtw: element.kgPerTonne, unidad: 'kg CO2e/t' },
      co2eKg: kg(element.kg),
      co2eTtwKg: null,
      co2eWttKg: null,
      vehiculoCo2eKg: null,
      topeVehiculo: false,
    };
  }
  const ttw = kg(element.ttwKg);
  const wtt = kg(element.wttKg);
  const co2eKg = kg(ttw + wtt);
  return {
    tipo,
    datos,
    fuente,
    ...(url === undefined ? {} : { url }),
    descripcion:
      element.crossing === undefined
        ? element.vehicle[lang]
        : `${TYPOGRAPHY[lang].label(element.crossing.name[lang])} ${element.vehicle[lang]}`,
    km: round(element.km, 1),
    toneladas: round(element.tonnes, 3),
    toneladasKm: round(element.km * element.tonnes, 1),
    intensidad: {
      ttw: element.ttwKgPerTkm,
      wtt: element.wttKgPerTkm,
      wtw: round(element.ttwKgPerTkm + element.wttKgPerTkm, 5),
      unidad: 'kg CO2e/t-km',
    },
    co2eKg,
    co2eTtwKg: ttw,
    co2eWttKg: wtt,
    // The share never exceeds the vehicle; rounded to the hundredth in two parts it may by one, which is not said.
    vehiculoCo2eKg: Math.max(kg(element.vehicleKg), co2eKg),
    topeVehiculo: element.capped,
  };
};

const sum = (values: readonly (number | null)[]) =>
  kg(values.reduce<number>((total, value) => total + (value ?? 0), 0));

/** The `emisiones` object of a result: the transport chain element by element, and its sums. */
export const emisionesOf = (emissions: Emissions, lang: Language, texts: JourneyTexts): Emisiones => {
  const elementos = emissions.elements.map((element) => elementoOf(element, lang));
  const { trunk } = emissions;
  const { fuente, url } = sourceOf(trunk.source);
  return {
    co2eKg: sum(elementos.map((elemento) => elemento.co2eKg)),
    co2eTtwKg: sum(elementos.map((elemento) => elemento.co2eTtwKg)),
    co2eWttKg: sum(elementos.map((elemento) => elemento.co2eWttKg)),
    co2eSinDesgloseKg: sum(elementos.map((elemento) => (elemento.co2eTtwKg === null ? elemento.co2eKg : 0))),
    metodo: ISO_14083_METHOD,
    toneladasKm: round(
      elementos.reduce((total, elemento) => total + (elemento.toneladasKm ?? 0), 0),
      1,
    ),
    factor: {
      vehiculo: trunk.vehicle[lang],
      ttwKgPorTkm: trunk.ttwKgPerTkm,
      wttKgPorTkm: trunk.wttKgPerTkm,
      wtwKgPorTkm: round(trunk.ttwKgPerTkm + trunk.wttKgPerTkm, 5),
      fuente: trunk.data === 'primary' ? fuente : trunk.source.name,
      ...(url === undefined ? {} : { url }),
      datos: DATA_KINDS[trunk.data],
    },
    elementos,
    noIncluye: texts.notCounted,
  };
};

/** A number of working days said in the language, by its plural rules. */
export const workingDaysText = (texts: JourneyTexts, lang: Language, days: number): string => {
  const forms = texts.workingDays;
  const category = pluralRules(lang).select(days);
  return (forms[category] ?? forms.other).replace('{n}', numberFormat(lang, 0).format(days));
};

const hoursText = (lang: Language, hours: number) => hoursFormat(lang).format(hours);
const minutesText = (lang: Language, minutes: number) => localeNumber(LOCALES[lang], MINUTES).format(minutes);

/** A date of the data (YYYY-MM-DD) in words of the language. */
const dayText = (lang: Language, isoDate: string) => dayInWords(LOCALES[lang], isoDate);

/**
 * The way taken among those weighed, each line's timetable (its date, validity and source, and whether the sailing
 * taken lies outside its period) or the lack of one, each customs stop with its time and source, and the transit
 * document across an area the goods leave again (Serbia) where the data states it.
 */
const waySentences = (journey: Journey, lang: Language, customs: Customs, texts: JourneyTexts): string[] => {
  const sentences: string[] = [];
  const { corridor, plan } = journey;
  if (journey.criterion === 'earliest-arrival') {
    const ferries = corridor.passages.flatMap((passage) =>
      passage.kind === 'sea' && passage.crossing.kind === 'ferry' ? [passage.crossing.name[lang]] : [],
    );
    sentences.push(
      fill(texts.wayChosen, {
        count: numberFormat(lang, 0).format(journey.ways.length),
        way: ferries.length === 0 ? texts.wayByRoad : ferries.join(', '),
      }),
    );
  }
  for (const passage of corridor.passages) {
    if (passage.kind !== 'sea') continue;
    const { crossing } = passage;
    const { timetable } = crossing;
    if (timetable === undefined) {
      if (crossing.kind === 'ferry') {
        sentences.push(fill(texts.noTimetable, { name: crossing.name[lang], operator: crossing.operator }));
      }
      continue;
    }
    if (timetable.headwayMinutes !== undefined) {
      sentences.push(
        fill(texts.headway, {
          name: crossing.name[lang],
          operator: crossing.operator,
          minutes: minutesText(lang, timetable.headwayMinutes),
          source: timetable.source,
        }),
      );
      continue;
    }
    const { validFrom, validTo } = timetable;
    const segment = corridor.segments.find((item) => item.kind === 'sea' && item.crossing === crossing);
    sentences.push(
      fill(texts.sailing, {
        name: crossing.name[lang],
        operator: crossing.operator,
        checkIn: hoursText(lang, (segment?.kind === 'sea' ? segment.checkInMinutes : 0) / 60),
        asOf: dayText(lang, timetable.asOf),
        validity:
          validFrom === undefined || validTo === undefined
            ? texts.validityUnknown
            : fill(texts.validity, { days: dayRange(LOCALES[lang], validFrom, validTo) }),
        source: timetable.source,
      }),
    );
    const taken = plan.stops.find((stop) => stop.kind === 'crossing' && stop.crossing === crossing);
    const zone = timetable.sailings?.find((sailing) => sailing.from === passage.board)?.zone;
    if (taken === undefined || zone === undefined || validFrom === undefined || validTo === undefined) continue;
    const date = localParts(zone, taken.from).date;
    if (date < validFrom || date > validTo) sentences.push(fill(texts.sailingOutside, { date: dayText(lang, date) }));
  }
  const areaName = (id: string) =>
    id === EU_CUSTOMS_AREA ? texts.euArea : (customs.areas.find((area) => area.id === id)?.name[lang] ?? id);
  const stops = corridor.segments.filter((segment) => segment.kind === 'customs');
  stops.forEach((segment, index) => {
    sentences.push(
      fill(texts.customs, {
        minutes: minutesText(lang, segment.minutes),
        at: segment.at,
        leaving: areaName(segment.leaving),
        entering: areaName(segment.entering),
        source: customs.source,
      }),
    );
    // Goods that leave the area again cross it in transit: the document they travel under, where the data states it.
    const transit = customs.areas.find((area) => area.id === segment.entering)?.transit;
    if (transit !== undefined && stops.slice(index + 1).some((later) => later.leaving === segment.entering)) {
      sentences.push(transit[lang]);
    }
  });
  return sentences;
};

/**
 * The journey's assumptions in sentences of the language: the departure, where each end was placed, the distance
 * method, the driver's hours and speed, each sea crossing's time, the delivery rule, the emission factor and what
 * the figure leaves out, and where the ban calendar ends when the plan reaches it. They join `supuestos`.
 */
export const journeyAssumptions = (
  journey: Journey,
  lang: Language,
  points: PostalPoints,
  factors: EmissionFactors,
  customs: Customs,
  texts: JourneyTexts,
): string[] => {
  const number = (value: number, digits = 2) => numberFormat(lang, digits).format(value);
  const date = dateFormat(lang, ORIGIN_ZONE).format(journey.plan.departure);
  const time = timeFormat(lang, ORIGIN_ZONE).format(journey.plan.departure);
  const sentences: string[] = [];
  if (journey.departureGiven) sentences.push(fill(texts.departureGiven, { date, time }));
  else {
    const originDays = journey.lane.handlingDays.origin;
    const originHandling =
      originDays > 0 ? fill(texts.originHandling, { days: workingDaysText(texts, lang, originDays) }) : '';
    sentences.push(fill(texts.departureAssumed, { date, time, originHandling }));
  }
  for (const [side, place] of [
    [texts.origin, journey.origin],
    [texts.destination, journey.destination],
  ] as const) {
    const said = {
      side,
      code: place.postalCode,
      prefix: place.prefix ?? '',
      country: countryName(lang, place.country),
      source: postalSource(points, place.country).credit,
    };
    sentences.push(
      fill(
        place.prefix === undefined
          ? texts.placedByCountry
          : place.known
            ? texts.placedByPrefix
            : texts.placedByPrefixUnknown,
        said,
      ),
    );
  }
  sentences.push(
    journey.corridor.fixedByOperator
      ? texts.distanceByOperator
      : fill(texts.distance, { circuity: number(journey.circuity) }),
  );
  sentences.push(fill(texts.driving, { speed: number(journey.settings.speedKmh, 0) }));
  sentences.push(texts.driver);
  sentences.push(fill(texts.vehicle, { vehicle: vehicleDescription(journey, texts) }));
  const applied = new Map<string, string>();
  for (const ban of [
    ...journey.plan.stops.flatMap((stop) => (stop.kind === 'ban-wait' ? stop.bans : [])),
    ...journey.exempt,
  ]) {
    for (const exemption of ban.exemptions ?? []) {
      applied.set(
        `${exemption.country}|${exemption.id}`,
        fill(texts.exemptionApplied, {
          country: countryName(lang, exemption.country),
          exemption: exemption.text?.[lang] ?? exemption.id,
        }),
      );
    }
  }
  sentences.push(...applied.values());
  for (const passage of journey.corridor.passages) {
    if (passage.kind !== 'sea') continue;
    sentences.push(
      fill(texts.crossing, {
        name: passage.crossing.name[lang],
        hours: hoursText(lang, passage.crossing.hours),
        source: passage.crossing.source,
      }),
    );
  }
  sentences.push(...waySentences(journey, lang, customs, texts));
  const country = countryName(lang, journey.destination.country);
  const declared = journey.delivery.declared;
  sentences.push(
    declared === undefined
      ? fill(texts.delivery, {
          country,
          handling: workingDaysText(texts, lang, journey.lane.handlingDays.destination),
          spread: workingDaysText(texts, lang, journey.lane.spreadDays),
        })
      : fill(texts.deliveryDeclared, {
          country,
          min: workingDaysText(texts, lang, declared.min),
          max: workingDaysText(texts, lang, declared.max),
        }),
  );
  if (declared === undefined) sentences.push(receivingSentence(journey, lang, texts));
  sentences.push(...emissionSentences(journey, lang, factors, texts, number));
  sentences.push(texts.notCounted);
  return withCalendarEnd(sentences, journey, lang, texts);
};

/** HH:MM of minutes of the day. */
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The destination hub's receiving hours, and the day and time it receives the goods, in the destination's zone. */
const receivingSentence = (journey: Journey, lang: Language, texts: JourneyTexts): string => {
  const zone = zoneOf(journey.destination.country);
  const { opens, closes } = journey.settings.receivingHours;
  const { at } = journey.delivery.received;
  return fill(texts.receiving, {
    opens: clock(opens),
    closes: clock(closes),
    date: dateFormat(lang, zone).format(at),
    time: timeFormat(lang, zone).format(at),
  });
};

/**
 * The emissions' assumptions: the mass, the trunk haul's intensity (the operator's or the default), the hubs', the
 * rounds' vehicle and hubs, a ship's gross mass, the bound of the whole vehicle where it applied, and the shuttle left
 * out.
 */
const emissionSentences = (
  journey: Journey,
  lang: Language,
  factors: EmissionFactors,
  texts: JourneyTexts,
  number: (value: number, digits?: number) => string,
): string[] => {
  const { emissions } = journey;
  const { trunk } = emissions;
  const sentences = [fill(texts.emissions, { tonnes: number(emissions.tonnes, 3) })];
  const trunkFactor = number(trunk.ttwKgPerTkm + trunk.wttKgPerTkm, 5);
  sentences.push(
    trunk.data === 'primary'
      ? fill(texts.emissionsPrimary, { factor: trunkFactor, basis: trunk.source.table })
      : fill(texts.trunk, { factor: trunkFactor, vehicle: trunk.vehicle[lang], source: trunk.source.name }),
  );
  const hub = emissions.elements.find((element) => !isTransport(element));
  if (hub !== undefined && !isTransport(hub)) {
    sentences.push(
      hub.data === 'primary'
        ? fill(texts.hubsPrimary, { kg: number(hub.kgPerTonne, 3), basis: hub.source.table })
        : fill(texts.hubs, { kg: number(hub.kgPerTonne, 3), vehicle: hub.vehicle[lang], source: hub.source.name }),
    );
  }
  const hubText = (place: HubPlace) =>
    place.declared ? fill(texts.hubDeclared, { code: place.name }) : fill(texts.hubArea, { area: place.name });
  sentences.push(
    fill(texts.rounds, {
      vehicle: factors.round.vehicle[lang],
      source: factors.round.source.name,
      originHub: hubText(emissions.origin),
      destinationHub: hubText(emissions.destination),
    }),
  );
  if (emissions.elements.some((element) => element.kind === 'sea')) {
    sentences.push(fill(texts.seaGross, { tare: number(factors.truckTare.tonnes, 1) }));
  }
  if (emissions.elements.some((element) => isTransport(element) && element.capped)) {
    sentences.push(texts.emissionsCapped);
  }
  for (const passage of journey.corridor.passages) {
    if (passage.kind === 'sea' && passage.crossing.kind === 'shuttle') {
      sentences.push(
        fill(texts.shuttleLeftOut, { name: passage.crossing.name[lang], km: number(passage.crossing.km, 0) }),
      );
    }
  }
  return sentences;
};

/** Where the ban calendar ends, when the plan reaches past it. */
const withCalendarEnd = (sentences: string[], journey: Journey, lang: Language, texts: JourneyTexts): string[] => {
  if (journey.plan.unknownFrom !== undefined) {
    const lastDay = dateFormat(lang, CALENDAR_ZONE).format(journey.plan.unknownFrom - 1);
    sentences.push(fill(texts.calendarEnds, { date: lastDay }));
  }
  return sentences;
};
