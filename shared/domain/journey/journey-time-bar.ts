import { addDays } from '#shared/domain/dates.ts';
import type { Language } from '#shared/domain/languages.ts';
import { LOCALES } from '#shared/domain/texts/intl.ts';
import { dateWriter, noonOf } from '#shared/domain/texts/typography.ts';
import { CALENDAR_ZONE } from '#shared/domain/traffic-bans/generate-calendar.ts';
import { localParts, localToEpoch } from '#shared/domain/zone-offsets.ts';
import type { Transito } from './journey.schema.ts';
import { zoneOf } from './journey.ts';
import type { Timeline, TimelineStep } from './journey-timeline.ts';

/** What the truck does in a stretch of the bar, in the order a legend gives them. */
export const TIME_BAR_KINDS = [
  'conduccion',
  'pausa',
  'descanso',
  'descansoSemanalReducido',
  'descansoSemanal',
  'espera',
  'embarque',
  'travesia',
  'aduana',
] as const;

export type TimeBarKind = (typeof TIME_BAR_KINDS)[number];

/** A stretch of the plan; `start` and `end` in hours from the start of the bar's first day. */
export type TimeBarSpan = {
  readonly kind: TimeBarKind;
  readonly start: number;
  readonly end: number;
  /** The timeline's step of a stop; none for a drive, which goes from one step to the next. */
  readonly step: TimelineStep | undefined;
  /** When it starts and ends, as the timeline writes times. */
  readonly from: string;
  readonly to: string;
};

/**
 * The plan on a bar of whole days in Central European Time (the timeline's time): the days, the stretches of
 * driving, breaks, rests, ban waits and crossings, the windows of the bans the truck waited for (as they bind the
 * planned vehicle), the departure, the arrival and the delivery window (whole working days of the destination, in
 * its zone). Every position is in hours from the first day's start; every text comes from the timeline, so the bar
 * and the numbered list say the same.
 */
export type TimeBar = {
  readonly hours: number;
  /** Each day with its short name as the timeline writes dates ("Mon 21 Dec"), and its length (23 or 25 hours once a year). */
  readonly days: readonly {
    readonly date: string;
    readonly label: string;
    readonly start: number;
    readonly hours: number;
  }[];
  readonly spans: readonly TimeBarSpan[];
  /** The kinds of stretch the plan has, in the legend's order. */
  readonly kinds: readonly TimeBarKind[];
  readonly bans: readonly {
    readonly country: string;
    readonly start: number;
    readonly end: number;
    readonly text: string;
  }[];
  readonly departure: { readonly at: number; readonly step: TimelineStep };
  readonly arrival: { readonly at: number; readonly step: TimelineStep };
  readonly delivery: { readonly start: number; readonly end: number; readonly text: string };
};

const HOUR = 3_600_000;

/** A day's short name as the timeline writes dates, "Mon 21 Dec". */
const dayName = (lang: Language, date: string) =>
  dateWriter(LOCALES[lang], { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(noonOf(date));

const kindOf = (stop: Transito['paradas'][number]): TimeBarKind => {
  if (stop.tipo !== 'descanso') return stop.tipo;
  if (stop.descanso === 'semanal') return 'descansoSemanal';
  return stop.descanso === 'semanalReducido' ? 'descansoSemanalReducido' : 'descanso';
};

/** The time bar of a journey, from its `transito` and the timeline said of it (`journeyTimeline`) in a language. */
export const journeyTimeBar = (transito: Transito, timeline: Timeline, lang: Language): TimeBar => {
  const { steps } = timeline;
  const first = steps[0] as TimelineStep;
  const last = steps.at(-1) as TimelineStep;
  const departure = Date.parse(transito.salida);
  const arrival = Date.parse(transito.llegada);
  const zone = zoneOf(transito.entrega.pais);
  const deliveryStart = localToEpoch(zone, transito.entrega.desde, 0);
  const deliveryEnd = localToEpoch(zone, addDays(transito.entrega.hasta, 1), 0);
  const firstDate = localParts(CALENDAR_ZONE, departure).date;
  const lastDate = localParts(CALENDAR_ZONE, Math.max(arrival, deliveryEnd - 1)).date;
  const origin = localToEpoch(CALENDAR_ZONE, firstDate, 0);
  const hoursAt = (instant: number) => (instant - origin) / HOUR;
  const days: TimeBar['days'][number][] = [];
  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    const start = hoursAt(localToEpoch(CALENDAR_ZONE, date, 0));
    const next = hoursAt(localToEpoch(CALENDAR_ZONE, addDays(date, 1), 0));
    days.push({ date, label: dayName(lang, date), start, hours: next - start });
  }
  const total = days.reduce((sum, day) => sum + day.hours, 0);

  const spans: TimeBarSpan[] = [];
  let driving = departure;
  let previous = first;
  const driveTo = (instant: number, next: TimelineStep) => {
    if (instant > driving) {
      spans.push({
        kind: 'conduccion',
        start: hoursAt(driving),
        end: hoursAt(instant),
        step: undefined,
        from: previous.to ?? previous.from,
        to: next.from,
      });
    }
  };
  transito.paradas.forEach((stop, index) => {
    const step = steps[index + 1] as TimelineStep;
    const [from, to] = [Date.parse(stop.desde), Date.parse(stop.hasta)];
    driveTo(from, step);
    spans.push({
      kind: kindOf(stop),
      start: hoursAt(from),
      end: hoursAt(to),
      step,
      from: step.from,
      to: step.to ?? '',
    });
    driving = Math.max(driving, to);
    previous = step;
  });
  driveTo(arrival, last);

  // A country's windows that meet or overlap (a holiday's eve, then the holiday) are one stretch of the bar.
  const bans: TimeBar['bans'][number][] = [];
  transito.paradas.forEach((stop, index) => {
    if (stop.tipo !== 'espera') return;
    (stop.restricciones ?? []).forEach((ban, position) => {
      const window = ban.horarioVehiculo ?? ban;
      const start = Math.max(0, hoursAt(Date.parse(window.desde)));
      const end = Math.min(total, hoursAt(Date.parse(window.hasta)));
      const text = steps[index + 1]?.bans[position] ?? ban.motivo;
      const met = bans.findIndex((known) => known.country === ban.pais && known.start <= end && start <= known.end);
      const known = bans[met];
      if (known === undefined) bans.push({ country: ban.pais, start, end, text });
      else if (!known.text.includes(text)) {
        bans[met] = {
          country: ban.pais,
          start: Math.min(known.start, start),
          end: Math.max(known.end, end),
          text: `${known.text}; ${text}`,
        };
      }
    });
  });

  return {
    hours: total,
    days,
    spans,
    kinds: TIME_BAR_KINDS.filter((kind) => spans.some((span) => span.kind === kind)),
    bans,
    departure: { at: hoursAt(departure), step: first },
    arrival: { at: hoursAt(arrival), step: last },
    delivery: {
      start: Math.max(0, hoursAt(deliveryStart)),
      end: Math.min(total, hoursAt(deliveryEnd)),
      text: timeline.delivery,
    },
  };
};
