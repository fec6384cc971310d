import type { Language } from '#shared/domain/languages.ts';
import { fill } from '#shared/domain/texts/fill.ts';
import { LOCALES, listFormat, numberFormat, regionName } from '#shared/domain/texts/intl.ts';
import { dateWriter, dayRange, noonOf, TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { Elemento, Emisiones, Transito } from './journey.schema.ts';
import type { TimelineTexts } from './journey-texts.ts';

/** One step of the timeline: what happens, when (in Central European Time), where, and why. */
export type TimelineStep = {
  readonly kind: 'departure' | Transito['paradas'][number]['tipo'] | 'arrival';
  readonly label: string;
  readonly from: string;
  readonly to?: string;
  readonly where: string;
  /** Why it stands there: the rest's reason, and for a wait the bans that caused it, each "reason (country, hours)". */
  readonly causes: readonly string[];
  /** For a wait: the bans alone, as `causes` words them, one per `restricciones` entry. */
  readonly bans: readonly string[];
};

export type Timeline = {
  readonly title: string;
  readonly summary: string;
  readonly crossings: string;
  readonly steps: readonly TimelineStep[];
  readonly delivery: string;
  readonly co2e: string | undefined;
  /** The CO2e of each transport chain element, with its arithmetic and whether its figure is primary data. */
  readonly co2eElements: readonly string[];
  readonly notes: readonly string[];
  readonly timeZone: string;
};

/** The timeline word of each reason a rest stands where it does. */
const CAUSE_TEXTS = {
  conduccionDiaria: 'causeDailyDriving',
  periodo24h: 'causeDailyPeriod',
  conduccionSemanal: 'causeWeeklyDriving',
  conduccionDosSemanas: 'causeFortnightDriving',
  seisPeriodos24h: 'causeWeeklyPeriod',
  travesia: 'causeCrossing',
} as const satisfies Record<NonNullable<Transito['paradas'][number]['causa']>, keyof TimelineTexts>;

/** What a stop is, in the timeline's words: which rest it holds, and where (on board, in a ban wait). */
const stopLabel = (texts: TimelineTexts, stop: Transito['paradas'][number], lang: Language): string => {
  const rest = stop.descanso;
  const label = TYPOGRAPHY[lang].label;
  switch (stop.tipo) {
    case 'pausa':
      return texts.pausa;
    case 'descanso':
      return rest === 'semanal'
        ? texts.descansoSemanal
        : rest === 'semanalReducido'
          ? texts.descansoSemanalReducido
          : texts.descanso;
    case 'espera':
      return rest === undefined ? texts.espera : rest === 'diario' ? texts.esperaDescanso : texts.esperaDescansoSemanal;
    case 'embarque':
      return `${label(rest === undefined ? texts.embarque : texts.embarqueDescanso)} ${stop.paso ?? ''}`;
    case 'aduana':
      return `${label(texts.aduana)} ${stop.paso ?? ''}`;
    case 'travesia': {
      const on =
        rest === undefined
          ? texts.travesia
          : rest === 'diario'
            ? texts.travesiaDescanso
            : texts.travesiaDescansoSemanal;
      return `${label(on)} ${stop.paso ?? ''}`;
    }
  }
};

/**
 * The journey said for a person or an agent: one line of distance and countries, the crossings, the timeline
 * (departure, breaks, rests, waits with the ban that caused each, crossings, arrival) in Central European Time, the
 * delivery window and the CO2e with its method, in the timeline words of the language (data/journey, read by the
 * caller). Computed here once; the site renders it as a list, MCP as text.
 */
export const journeyTimeline = (
  texts: TimelineTexts,
  transito: Transito,
  emisiones: Emisiones | undefined,
  lang: Language,
): Timeline => {
  const locale = LOCALES[lang];
  const name = (code: string) => regionName(locale, code);
  const list = listFormat(locale, { type: 'conjunction' });
  const number = (value: number, digits: number) =>
    numberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const when = dateWriter(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Brussels',
  });
  const at = (instant: string) => when.format(new Date(instant));
  const ban = (restriction: NonNullable<Transito['paradas'][number]['restricciones']>[number]) => {
    const said = `${restriction.motivo} (${name(restriction.pais)}, ${at(restriction.desde)} – ${at(restriction.hasta)})`;
    const exemptions = restriction.excepciones ?? [];
    if (exemptions.length === 0) return said;
    const hours = restriction.horarioVehiculo;
    return fill(hours === undefined ? texts.exemptLifted : texts.exemptShortened, {
      ban: said,
      from: hours === undefined ? '' : at(hours.desde),
      to: hours === undefined ? '' : at(hours.hasta),
      exceptions: TYPOGRAPHY[lang].spaced(exemptions.map((exemption) => exemption.texto).join('; ')),
    });
  };
  const steps: TimelineStep[] = [
    {
      kind: 'departure',
      label: texts.departure,
      from: at(transito.salida),
      where: fill(texts.in, { country: name(transito.paises[0] ?? 'ES') }),
      causes: [],
      bans: [],
    },
    ...transito.paradas.map((stop): TimelineStep => {
      const bans = (stop.restricciones ?? []).map(ban);
      return {
        kind: stop.tipo,
        label: stopLabel(texts, stop, lang),
        from: at(stop.desde),
        to: at(stop.hasta),
        where: fill(texts.in, { country: name(stop.pais) }),
        causes: [...(stop.causa === undefined ? [] : [texts[CAUSE_TEXTS[stop.causa]]]), ...bans],
        bans,
      };
    }),
    {
      kind: 'arrival',
      label: texts.arrival,
      from: at(transito.llegada),
      where: fill(texts.in, { country: name(transito.paises.at(-1) ?? '') }),
      causes: [],
      bans: [],
    },
  ];
  const weekDay = dateWriter(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const weeks = fill(texts.weeks, {
    weeks: list.format(
      transito.conduccionSemanal.map((week) =>
        fill(texts.week, { date: weekDay.format(noonOf(week.semana)), hours: number(week.horas, 1) }),
      ),
    ),
  });
  // The sea the truck crosses on board (the road's kilometres are the distance; a ferry's are its crossing's).
  const ferries = transito.pasos.flatMap((paso) => (paso.tipo === 'ferry' ? [paso.nombre] : []));
  return {
    title: texts.title,
    summary: fill(ferries.length === 0 ? texts.journey : texts.journeyBySea, {
      km: number(transito.distanciaKm, 0),
      countries: list.format(transito.paises.filter((code, index, all) => all.indexOf(code) === index).map(name)),
      ferries: list.format(ferries),
      hours: number(transito.horasConduccion, 1),
    }),
    crossings: `${TYPOGRAPHY[lang].label(texts.via)} ${transito.pasos.map((paso) => paso.nombre).join(' · ')}`,
    steps,
    delivery: fill(texts.delivery, {
      days: dayRange(locale, transito.entrega.desde, transito.entrega.hasta),
      country: name(transito.entrega.pais),
    }),
    co2e: emisiones === undefined ? undefined : fill(texts.co2e, { kg: number(emisiones.co2eKg, 2) }),
    co2eElements: (emisiones?.elementos ?? []).map((elemento) => elementLine(texts, elemento, number)),
    notes: [
      weeks,
      ...transito.restriccionesExentas.map((restriction) => ban(restriction)),
      ...(transito.provisional ? [texts.provisional] : []),
      ...(transito.calendarioDesconocidoDesde === null
        ? []
        : [fill(texts.unknown, { instant: at(transito.calendarioDesconocidoDesde) })]),
    ],
    timeZone: texts.timeZone,
  };
};

const ELEMENT_LABELS = {
  recogida: 'recogida',
  'hub-origen': 'hubOrigen',
  troncal: 'troncal',
  maritimo: 'maritimo',
  'hub-destino': 'hubDestino',
  reparto: 'reparto',
} as const satisfies Record<Elemento['tipo'], keyof TimelineTexts>;

/** One element of the chain in a line: what it is, its kg CO2e and the arithmetic behind them. */
const elementLine = (
  texts: TimelineTexts,
  elemento: Elemento,
  number: (value: number, digits: number) => string,
): string => {
  const data = [
    elemento.datos === 'primarios' ? texts.primaryData : texts.defaultData,
    ...(elemento.topeVehiculo ? [texts.wholeVehicle] : []),
  ].join(', ');
  const label = `${texts[ELEMENT_LABELS[elemento.tipo]]} (${elemento.descripcion})`;
  const values = {
    label,
    kg: number(elemento.co2eKg, 2),
    tonnes: number(elemento.toneladas, 3),
    intensity: number(elemento.intensidad.wtw, 5),
    data,
  };
  return elemento.km === null
    ? fill(texts.co2eHub, values)
    : fill(texts.co2eTransport, { ...values, km: number(elemento.km, 1) });
};

/** The timeline as lines of text in its language, for an agent that relays text (colons as the language sets them). */
export const timelineLines = (timeline: Timeline, lang: Language): string[] => [
  timeline.summary,
  timeline.crossings,
  ...timeline.steps.map((step) =>
    TYPOGRAPHY[lang].spaced(
      `- ${step.from}${step.to === undefined ? '' : ` – ${step.to}`} (${timeline.timeZone}): ${step.label} ${step.where}${
        step.causes.length > 0 ? `: ${step.causes.join('; ')}` : ''
      }`,
    ),
  ),
  timeline.delivery,
  ...(timeline.co2e === undefined ? [] : [timeline.co2e]),
  ...timeline.co2eElements.map((line) => `- ${line}`),
  ...timeline.notes,
];
