import type { Language } from '#shared/domain/languages.ts';
import type { Emisiones, Transito } from './journey.schema.ts';

/** The words of a journey's timeline, as the site's result page and the MCP tools show it. */
type TimelineTexts = {
  readonly title: string;
  readonly journey: (km: string, countries: string, hours: string) => string;
  readonly via: string;
  readonly departure: string;
  readonly arrival: string;
  readonly pausa: string;
  readonly descanso: string;
  readonly espera: string;
  readonly esperaDescanso: string;
  readonly travesia: string;
  readonly in: (country: string) => string;
  readonly delivery: (from: string, to: string, country: string) => string;
  readonly co2e: (kg: string, factor: string) => string;
  readonly provisional: string;
  readonly unknown: (instant: string) => string;
  readonly timeZone: string;
};

const TEXTS: Readonly<Record<Language, TimelineTexts>> = {
  en: {
    title: 'Journey, arrival and CO2e',
    journey: (km, countries, hours) => `Journey: ${km} km by road through ${countries}, ${hours} h of driving.`,
    via: 'Crossings',
    departure: 'Departure',
    arrival: 'Arrival',
    pausa: 'Break (45 min)',
    descanso: 'Daily rest (11 h)',
    espera: 'Waiting for a driving ban to end',
    esperaDescanso: 'Waiting for a driving ban to end, daily rest included',
    travesia: 'On board',
    in: (country) => `(${country})`,
    delivery: (from, to, country) => `Delivery between ${from} and ${to} (working days, ${country}).`,
    co2e: (kg, factor) => `CO2e: ${kg} kg (ISO 14083, well-to-wheel, ${factor} kg CO2e per tonne-km).`,
    provisional: 'The plan relies on a provisional ban date.',
    unknown: (instant) => `The driving-ban calendar ends before the arrival (${instant}): later bans are unknown.`,
    timeZone: 'Central European Time',
  },
  es: {
    title: 'Trayecto, llegada y CO2e',
    journey: (km, countries, hours) => `Trayecto: ${km} km por carretera por ${countries}, ${hours} h de conducción.`,
    via: 'Pasos',
    departure: 'Salida',
    arrival: 'Llegada',
    pausa: 'Pausa (45 min)',
    descanso: 'Descanso diario (11 h)',
    espera: 'Espera hasta que termine una prohibición de circular',
    esperaDescanso: 'Espera hasta que termine una prohibición de circular, con el descanso diario',
    travesia: 'A bordo',
    in: (country) => `(${country})`,
    delivery: (from, to, country) => `Entrega entre el ${from} y el ${to} (días hábiles, ${country}).`,
    co2e: (kg, factor) => `CO2e: ${kg} kg (ISO 14083, del pozo a la rueda, ${factor} kg de CO2e por tonelada-km).`,
    provisional: 'El plan se basa en una fecha de prohibición provisional.',
    unknown: (instant) =>
      `El calendario de prohibiciones termina antes de la llegada (${instant}): las posteriores se desconocen.`,
    timeZone: 'hora de Europa central',
  },
  ro: {
    title: 'Traseu, sosire și CO2e',
    journey: (km, countries, hours) => `Traseu: ${km} km pe șosea prin ${countries}, ${hours} h de condus.`,
    via: 'Puncte de trecere',
    departure: 'Plecare',
    arrival: 'Sosire',
    pausa: 'Pauză (45 min)',
    descanso: 'Odihnă zilnică (11 h)',
    espera: 'Așteptare până la încetarea unei restricții de circulație',
    esperaDescanso: 'Așteptare până la încetarea unei restricții de circulație, cu odihna zilnică inclusă',
    travesia: 'La bord',
    in: (country) => `(${country})`,
    delivery: (from, to, country) => `Livrare între ${from} și ${to} (zile lucrătoare, ${country}).`,
    co2e: (kg, factor) => `CO2e: ${kg} kg (ISO 14083, de la sursă la roată, ${factor} kg CO2e pe tonă-km).`,
    provisional: 'Planul se bazează pe o dată provizorie a unei restricții.',
    unknown: (instant) =>
      `Calendarul restricțiilor se încheie înainte de sosire (${instant}): restricțiile ulterioare nu sunt cunoscute.`,
    timeZone: 'ora Europei Centrale',
  },
  it: {
    title: 'Percorso, arrivo e CO2e',
    journey: (km, countries, hours) => `Percorso: ${km} km su strada attraverso ${countries}, ${hours} h di guida.`,
    via: 'Valichi',
    departure: 'Partenza',
    arrival: 'Arrivo',
    pausa: 'Pausa (45 min)',
    descanso: 'Riposo giornaliero (11 h)',
    espera: 'Attesa della fine di un divieto di circolazione',
    esperaDescanso: 'Attesa della fine di un divieto di circolazione, riposo giornaliero compreso',
    travesia: 'A bordo',
    in: (country) => `(${country})`,
    delivery: (from, to, country) => `Consegna tra il ${from} e il ${to} (giorni lavorativi, ${country}).`,
    co2e: (kg, factor) => `CO2e: ${kg} kg (ISO 14083, dal pozzo alla ruota, ${factor} kg di CO2e per tonnellata-km).`,
    provisional: 'Il piano si basa su una data di divieto provvisoria.',
    unknown: (instant) =>
      `Il calendario dei divieti termina prima dell'arrivo (${instant}): i divieti successivi non sono noti.`,
    timeZone: 'ora dell’Europa centrale',
  },
  fr: {
    title: 'Trajet, arrivée et CO2e',
    journey: (km, countries, hours) => `Trajet : ${km} km par la route via ${countries}, ${hours} h de conduite.`,
    via: 'Points de passage',
    departure: 'Départ',
    arrival: 'Arrivée',
    pausa: 'Pause (45 min)',
    descanso: 'Repos journalier (11 h)',
    espera: 'Attente de la fin d’une interdiction de circuler',
    esperaDescanso: 'Attente de la fin d’une interdiction de circuler, repos journalier compris',
    travesia: 'À bord',
    in: (country) => `(${country})`,
    delivery: (from, to, country) => `Livraison entre le ${from} et le ${to} (jours ouvrés, ${country}).`,
    co2e: (kg, factor) => `CO2e : ${kg} kg (ISO 14083, du puits à la roue, ${factor} kg de CO2e par tonne-km).`,
    provisional: 'Le plan repose sur une date d’interdiction provisoire.',
    unknown: (instant) =>
      `Le calendrier des interdictions s’arrête avant l’arrivée (${instant}) : les interdictions suivantes sont inconnues.`,
    timeZone: 'heure d’Europe centrale',
  },
  de: {
    title: 'Fahrt, Ankunft und CO2e',
    journey: (km, countries, hours) => `Fahrt: ${km} km auf der Straße über ${countries}, ${hours} Std. Lenkzeit.`,
    via: 'Grenzübergänge',
    departure: 'Abfahrt',
    arrival: 'Ankunft',
    pausa: 'Pause (45 Min.)',
    descanso: 'Tägliche Ruhezeit (11 Std.)',
    espera: 'Warten auf das Ende eines Fahrverbots',
    esperaDescanso: 'Warten auf das Ende eines Fahrverbots, mit der täglichen Ruhezeit',
    travesia: 'An Bord',
    in: (country) => `(${country})`,
    delivery: (from, to, country) => `Zustellung zwischen ${from} und ${to} (Arbeitstage, ${country}).`,
    co2e: (kg, factor) => `CO2e: ${kg} kg (ISO 14083, Well-to-Wheel, ${factor} kg CO2e je Tonnenkilometer).`,
    provisional: 'Der Plan beruht auf einem vorläufigen Fahrverbotstermin.',
    unknown: (instant) =>
      `Der Fahrverbotskalender endet vor der Ankunft (${instant}): Spätere Fahrverbote sind unbekannt.`,
    timeZone: 'mitteleuropäische Zeit',
  },
};

const LOCALES: Record<Language, string> = {
  en: 'en-GB',
  es: 'es-ES',
  ro: 'ro-RO',
  it: 'it-IT',
  fr: 'fr-FR',
  de: 'de-DE',
};

/** One step of the timeline: what happens, when (in Central European Time), where, and why. */
export type TimelineStep = {
  readonly kind: 'departure' | 'pausa' | 'descanso' | 'espera' | 'travesia' | 'arrival';
  readonly label: string;
  readonly from: string;
  readonly to?: string;
  readonly where: string;
  /** For a wait: the bans that caused it, each "reason (country, hours)". */
  readonly causes: readonly string[];
};

export type Timeline = {
  readonly title: string;
  readonly summary: string;
  readonly crossings: string;
  readonly steps: readonly TimelineStep[];
  readonly delivery: string;
  readonly co2e: string | undefined;
  readonly notes: readonly string[];
  readonly timeZone: string;
};

/**
 * The journey said for a person or an agent: one line of distance and countries, the crossings, the timeline
 * (departure, breaks, rests, waits with the ban that caused each, crossings, arrival) in Central European Time, the
 * delivery window and the CO2e with its method. Computed here once; the site renders it as a list, MCP as text.
 */
export const journeyTimeline = (transito: Transito, emisiones: Emisiones | undefined, lang: Language): Timeline => {
  const texts = TEXTS[lang];
  const locale = LOCALES[lang];
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  const name = (code: string) => countries.of(code) ?? code;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const when = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Brussels',
  });
  const at = (instant: string) => when.format(new Date(instant));
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const date = (iso: string) => day.format(new Date(`${iso}T12:00:00Z`));
  const steps: TimelineStep[] = [
    {
      kind: 'departure',
      label: texts.departure,
      from: at(transito.salida),
      where: texts.in(name(transito.paises[0] ?? 'ES')),
      causes: [],
    },
    ...transito.paradas.map(
      (stop): TimelineStep => ({
        kind: stop.tipo,
        label:
          stop.tipo === 'travesia'
            ? `${texts.travesia}: ${stop.paso ?? ''}`
            : stop.tipo === 'espera' && stop.descansoDiario === true
              ? texts.esperaDescanso
              : texts[stop.tipo],
        from: at(stop.desde),
        to: at(stop.hasta),
        where: texts.in(name(stop.pais)),
        causes: (stop.restricciones ?? []).map(
          (ban) => `${ban.motivo} (${name(ban.pais)}, ${at(ban.desde)} – ${at(ban.hasta)})`,
        ),
      }),
    ),
    {
      kind: 'arrival',
      label: texts.arrival,
      from: at(transito.llegada),
      where: texts.in(name(transito.paises.at(-1) ?? '')),
      causes: [],
    },
  ];
  return {
    title: texts.title,
    summary: texts.journey(
      number(transito.distanciaKm, 0),
      list.format(transito.paises.filter((code, index, all) => all.indexOf(code) === index).map(name)),
      number(transito.horasConduccion, 1),
    ),
    crossings: `${texts.via}: ${transito.pasos.map((paso) => paso.nombre).join(' · ')}`,
    steps,
    delivery: texts.delivery(date(transito.entrega.desde), date(transito.entrega.hasta), name(transito.entrega.pais)),
    co2e:
      emisiones === undefined
        ? undefined
        : texts.co2e(number(emisiones.co2eKg, 1), number(emisiones.factor.wtwKgPorTkm, 5)),
    notes: [
      ...(transito.provisional ? [texts.provisional] : []),
      ...(transito.calendarioDesconocidoDesde === null ? [] : [texts.unknown(at(transito.calendarioDesconocidoDesde))]),
    ],
    timeZone: texts.timeZone,
  };
};

/** The timeline as lines of text, for an agent that relays text. */
export const timelineLines = (timeline: Timeline): string[] => [
  timeline.summary,
  timeline.crossings,
  ...timeline.steps.map(
    (step) =>
      `- ${step.from}${step.to === undefined ? '' : ` – ${step.to}`} (${timeline.timeZone}): ${step.label} ${step.where}${
        step.causes.length > 0 ? `: ${step.causes.join('; ')}` : ''
      }`,
  ),
  timeline.delivery,
  ...(timeline.co2e === undefined ? [] : [timeline.co2e]),
  ...timeline.notes,
];
