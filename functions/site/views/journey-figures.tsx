import type { ComponentChildren } from 'preact';
import { europeMap } from '#data/site/index.ts';
import type { JourneyMap } from '#shared/domain/journey/journey-map.ts';
import type { TimelineTexts } from '#shared/domain/journey/journey-texts.ts';
import type { TimeBar, TimeBarKind } from '#shared/domain/journey/journey-time-bar.ts';
import { listFormat } from '#shared/domain/texts/intl.ts';
import type { PageContext } from '../context.ts';
import { Swatch } from './bans.tsx';
import { countryName } from './format.ts';

/**
 * The journey drawn: a map of the corridor over the ban map's outlines, and a time bar of the plan. Both are inline
 * SVG with `role="img"`, named by a caption that says in words what they show; neither needs a script, a font or a
 * request. What they draw is the domain's (`journeyMap`, `journeyTimeBar`): these only place it.
 */

const round = (value: number) => Math.round(value * 100) / 100;

/** Each country's outline by its code, made on the first map drawn. */
let outlines: ReadonlyMap<string, string> | undefined;
const outlineOf = (code: string) => {
  outlines ??= new Map(europeMap().countries.map((country) => [country.code, country.d]));
  return outlines.get(code) ?? '';
};

/** The map of the corridor: the legs from the origin through each numbered crossing to the destination. */
export const JourneyMapFigure = ({ ctx, map }: { ctx: PageContext; map: JourneyMap }) => {
  const t = ctx.texts.journey;
  const name = (code: string) => countryName(ctx.locale, code);
  const list = listFormat(ctx.locale, { type: 'conjunction' });
  const [x, y, width, height] = map.frame;
  // Markers and their numbers in map units, so that they keep their size on the page whatever the frame's scale.
  const unit = width / 100;
  const stripe = round(unit / 2);
  const from = t.place(map.origin.postalCode, name(map.origin.country));
  const to = t.place(map.destination.postalCode, name(map.destination.country));
  const crossingName = (crossing: JourneyMap['crossings'][number]) =>
    crossing.ports === undefined
      ? `${crossing.paso.nombre} (${crossing.paso.entre.map(name).join(' – ')})`
      : `${crossing.paso.nombre}, ${t.seaPorts(crossing.ports[0], crossing.ports[1])}`;
  const said = [
    map.crossings.length === 0
      ? t.mapDirect(from, to)
      : t.mapThrough(from, list.format(map.crossings.map((crossing) => crossing.paso.nombre)), to),
    ...(map.stoppedIn.length === 0 ? [] : [t.mapStopped(list.format(map.stoppedIn.map(name)))]),
  ].join(' ');
  // An end's postal code stands beside it, away from the leg that meets it (so the line and the nearest crossing's
  // number stay clear), unless that side runs out of the frame.
  const end = (
    [ex, ey]: readonly [number, number],
    [nx]: readonly [number, number],
    label: string,
    shape: 'circle' | 'square',
  ) => {
    const room = label.length * unit * 2.2;
    let side = ex >= nx ? 1 : -1;
    if (side === 1 && ex + room > x + width) side = -1;
    else if (side === -1 && ex - room < x) side = 1;
    return (
      <g class="jm-end">
        {shape === 'circle' ? (
          <circle cx={round(ex)} cy={round(ey)} r={round(unit * 1.6)} />
        ) : (
          <rect
            x={round(ex - unit * 1.5)}
            y={round(ey - unit * 1.5)}
            width={round(unit * 3)}
            height={round(unit * 3)}
          />
        )}
        <text
          x={round(ex + side * 2.4 * unit)}
          y={round(ey + unit * 1.1)}
          text-anchor={side === 1 ? 'start' : 'end'}
          font-size={round(unit * 3.2)}
          stroke-width={round(unit * 0.8)}
        >
          {label}
        </text>
      </g>
    );
  };
  return (
    <figure class="jmap" id="journey-map">
      <svg viewBox={`${x} ${y} ${width} ${height}`} role="img" aria-labelledby="journey-map-title journey-map-alt">
        <title>{t.mapTitle}</title>
        <defs>
          <Pattern id="jm-stopped" size={[stripe * 3, stripe * 3]} background="#f6c9c4" rotate={45}>
            <rect width={stripe} height={stripe * 3} fill="#b3261e" />
          </Pattern>
        </defs>
        {map.countries.map(({ code, role }) => (
          <path
            d={outlineOf(code)}
            class={`jm-${role}`}
            fill={role === 'stopped' ? 'url(#jm-stopped)' : undefined}
            data-country={code}
            data-role={role}
          >
            <title>{role === 'stopped' ? `${ctx.typography.label(name(code))} ${t.stoppedCountry}` : name(code)}</title>
          </path>
        ))}
        {map.legs.map((leg) => (
          <line
            class={`jm-${leg.kind}`}
            x1={round(leg.from[0])}
            y1={round(leg.from[1])}
            x2={round(leg.to[0])}
            y2={round(leg.to[1])}
          />
        ))}
        {end(map.origin.at, map.legs[0]?.to ?? map.origin.at, map.origin.postalCode, 'circle')}
        {end(map.destination.at, map.legs.at(-1)?.from ?? map.destination.at, map.destination.postalCode, 'square')}
        {map.crossings.map((crossing) => (
          <g class="jm-crossing" data-crossing={crossing.paso.nombre}>
            <title>{crossingName(crossing)}</title>
            <circle cx={round(crossing.at[0])} cy={round(crossing.at[1])} r={round(unit * 2.4)} />
            <text
              x={round(crossing.at[0])}
              y={round(crossing.at[1] + unit * 1.1)}
              text-anchor="middle"
              font-size={round(unit * 3)}
            >
              {crossing.number}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        <strong id="journey-map-title">{t.mapTitle}</strong>
        <p id="journey-map-alt">{said}</p>
        {map.crossings.length === 0 ? null : (
          <ol class="jm-list">
            {map.crossings.map((crossing) => (
              <li>{crossingName(crossing)}</li>
            ))}
          </ol>
        )}
        <ul class="legend">
          {(['road', 'sea'] as const)
            .filter((kind) => map.legs.some((leg) => leg.kind === kind))
            .map((kind) => (
              <li>
                <svg class="key" viewBox="0 0 10 10" aria-hidden="true">
                  <line class={`jm-${kind}`} x1="0" y1="5" x2="10" y2="5" />
                </svg>
                {t[kind]}
              </li>
            ))}
          <li>
            <Swatch css="jm-crossed" />
            {t.crossedCountry}
          </li>
          {map.stoppedIn.length === 0 ? null : (
            <li>
              <Swatch fill="url(#jm-stopped)" />
              {t.stoppedCountry}
            </li>
          )}
        </ul>
      </figcaption>
    </figure>
  );
};

/** Pixels per hour of the bar: a day is 120 px, a 45-minute break about 4 px. */
const HOUR_PX = 5;
/**
 * The rows of the bar, from the top (y of the text's baseline, or y and height of a row): the days, the plan, the
 * hours under it, the bans' windows, the delivery window, and the labels of the departure and arrival marks.
 */
const ROWS = {
  days: 12,
  plan: [18, 32],
  hours: 65,
  bans: [70, 16],
  delivery: [90, 14],
  marks: 120,
  height: 124,
} as const;
/** Room for a mark's label beside its line; nearer the edge it goes on the other side. */
const MARK_LABEL_PX = 70;

/** How each kind of stretch is filled: a colour and, but for driving, a pattern of its own. */
const KIND_FILL: Readonly<Record<TimeBarKind, string>> = {
  conduccion: '#0f2a47',
  pausa: 'url(#tb-pausa)',
  descanso: 'url(#tb-descanso)',
  descansoSemanalReducido: 'url(#tb-descansoSemanalReducido)',
  descansoSemanal: 'url(#tb-descansoSemanal)',
  espera: 'url(#tb-espera)',
  embarque: 'url(#tb-embarque)',
  travesia: 'url(#tb-travesia)',
  aduana: 'url(#tb-aduana)',
};

/** A fill of a background colour with marks of a second colour over it, repeated in tiles of a size. */
const Pattern = ({
  id,
  size: [width, height],
  background,
  rotate,
  children,
}: {
  id: string;
  size: readonly [number, number];
  background: string;
  rotate?: number;
  children: ComponentChildren;
}) => (
  <pattern
    id={id}
    width={width}
    height={height}
    patternUnits="userSpaceOnUse"
    patternTransform={rotate === undefined ? undefined : `rotate(${rotate})`}
  >
    <rect width={width} height={height} fill={background} />
    {children}
  </pattern>
);

/** The patterns of the bar, each of its own marks and colours, so that no kind of stretch rests on colour alone. */
const Patterns = () => (
  <defs>
    <Pattern id="tb-pausa" size={[4, 4]} background="#f2a900">
      <circle cx="2" cy="2" r="1" fill="#5c3f00" />
    </Pattern>
    <Pattern id="tb-descanso" size={[6, 6]} background="#a9cbe8" rotate={45}>
      <rect width="2" height="6" fill="#0b57a4" />
    </Pattern>
    <Pattern id="tb-descansoSemanalReducido" size={[6, 6]} background="#a9cbe8">
      <path d="M0 0L6 6M6 0L0 6" stroke="#0b57a4" stroke-width="1.2" />
    </Pattern>
    <Pattern id="tb-descansoSemanal" size={[6, 6]} background="#6f9fcf">
      <path d="M3 0V6M0 3H6" stroke="#0f2a47" stroke-width="1.5" />
    </Pattern>
    <Pattern id="tb-espera" size={[6, 6]} background="#f6c9c4">
      <rect width="6" height="2" fill="#b3261e" />
    </Pattern>
    <Pattern id="tb-embarque" size={[6, 6]} background="#cfe3f4">
      <rect width="2" height="6" fill="#1f5f99" />
    </Pattern>
    <Pattern id="tb-aduana" size={[6, 6]} background="#efe0b8">
      <path d="M0 6L6 0" stroke="#7a5b00" stroke-width="1.2" />
    </Pattern>
    <Pattern id="tb-travesia" size={[8, 6]} background="#9fd8cf">
      <path d="M0 3Q2 0 4 3T8 3" fill="none" stroke="#00695c" stroke-width="1.2" />
    </Pattern>
    <Pattern id="tb-ban" size={[6, 6]} background="#fff" rotate={-45}>
      <rect width="2.5" height="6" fill="#b3261e" />
    </Pattern>
    <Pattern id="tb-delivery" size={[6, 6]} background="#cfe8d6">
      <circle cx="3" cy="3" r="1.3" fill="#2e6b45" />
    </Pattern>
  </defs>
);

/**
 * The plan on a bar of days in Central European Time: driving, breaks, rests, ban waits and crossings; below them the
 * windows of the bans the truck waited for, then the delivery window; the departure and the arrival marked across.
 * At its natural width (120 px a day) it scrolls inside its frame on a narrow screen; the page itself does not.
 */
export const TimeBarFigure = ({ ctx, bar, words }: { ctx: PageContext; bar: TimeBar; words: TimelineTexts }) => {
  const t = ctx.texts.journey;
  const label = ctx.typography.label;
  const width = Math.ceil(bar.hours * HOUR_PX);
  const at = (hours: number) => round(hours * HOUR_PX);
  const kindLabel = (kind: TimeBarKind) => (kind === 'conduccion' ? t.driving : words[kind]);
  const span = (from: number, to: number) => ({ x: at(from), width: Math.max(round(at(to) - at(from)), 1) });
  // The departure's label stands before its line and the arrival's after it, unless the bar's edge is too near.
  const mark = (hours: number, text: string, title: string, before: boolean) => {
    const x = at(hours);
    const anchor = (before ? x > MARK_LABEL_PX : x > width - MARK_LABEL_PX) ? 'end' : 'start';
    return (
      <g class="tb-mark">
        <title>{title}</title>
        <line x1={x} y1={ROWS.plan[0] - 2} x2={x} y2={ROWS.marks - 10} />
        <text x={x + (anchor === 'start' ? 3 : -3)} y={ROWS.marks} text-anchor={anchor}>
          {text}
        </text>
      </g>
    );
  };
  const { departure, arrival } = bar;
  return (
    <figure class="tbar" id="journey-bar">
      <figcaption id="journey-bar-title">
        <strong>{t.barTitle}</strong>
      </figcaption>
      {/* The image takes the focus, so that a keyboard scrolls its frame on a narrow screen. */}
      <div class="tb-scroll">
        <svg
          tabindex={0}
          width={width}
          height={ROWS.height}
          viewBox={`0 0 ${width} ${ROWS.height}`}
          role="img"
          aria-labelledby="journey-bar-title journey-bar-alt"
          data-days={String(bar.days.length)}
        >
          <title>{t.barTitle}</title>
          <Patterns />
          {bar.days.map((day) => (
            <g class="tb-day">
              <line x1={at(day.start)} y1="0" x2={at(day.start)} y2={ROWS.delivery[0] + ROWS.delivery[1]} />
              <text x={at(day.start) + 3} y={ROWS.days}>
                {day.label}
              </text>
              {[6, 12, 18].map((hour) => (
                <line
                  class="tb-tick"
                  x1={at(day.start + hour)}
                  y1={ROWS.plan[0] + ROWS.plan[1]}
                  x2={at(day.start + hour)}
                  y2={ROWS.plan[0] + ROWS.plan[1] + (hour === 12 ? 6 : 3)}
                />
              ))}
              <text class="tb-hour" x={at(day.start + 12)} y={ROWS.hours} text-anchor="middle">
                12:00
              </text>
            </g>
          ))}
          {bar.spans.map((stretch) => (
            <rect
              {...span(stretch.start, stretch.end)}
              y={ROWS.plan[0]}
              height={ROWS.plan[1]}
              fill={KIND_FILL[stretch.kind]}
              data-kind={stretch.kind}
            >
              <title>
                {`${stretch.from} – ${stretch.to} ${stretch.step === undefined ? t.driving : `${stretch.step.label} ${stretch.step.where}`}`}
              </title>
            </rect>
          ))}
          {bar.bans.map((ban) => (
            <g class="tb-ban" data-country={ban.country}>
              <title>{ban.text}</title>
              <rect {...span(ban.start, ban.end)} y={ROWS.bans[0]} height={ROWS.bans[1]} fill="url(#tb-ban)" />
              <text x={at(ban.start) + 3} y={ROWS.bans[0] + 12}>
                {ban.country}
              </text>
            </g>
          ))}
          <rect
            class="tb-delivery"
            {...span(bar.delivery.start, bar.delivery.end)}
            y={ROWS.delivery[0]}
            height={ROWS.delivery[1]}
            fill="url(#tb-delivery)"
          >
            <title>{bar.delivery.text}</title>
          </rect>
          {mark(departure.at, words.departure, `${label(words.departure)} ${departure.step.from}`, true)}
          {mark(arrival.at, words.arrival, `${label(words.arrival)} ${arrival.step.from}`, false)}
        </svg>
      </div>
      <p id="journey-bar-alt" class="hint">
        {t.barSaid(departure.step.from, arrival.step.from)}
      </p>
      <ul class="legend">
        {bar.kinds.map((kind) => (
          <li data-kind={kind}>
            <Swatch fill={KIND_FILL[kind]} />
            {kindLabel(kind)}
          </li>
        ))}
        {bar.bans.length === 0 ? null : (
          <li>
            <Swatch fill="url(#tb-ban)" />
            {t.banWindow}
          </li>
        )}
        <li>
          <Swatch fill="url(#tb-delivery)" />
          {t.deliveryWindow}
        </li>
      </ul>
    </figure>
  );
};
