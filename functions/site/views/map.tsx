import { europeMap } from '#data/site/index.ts';
import { DAY_LEVELS, type DayLevel } from '#shared/domain/traffic-bans/day-levels.ts';
import type { PageContext } from '../context.ts';
import { Swatch } from './bans.tsx';
import { countryName } from './format.ts';

/**
 * Europe coloured by each country's level on the chosen day, as inline SVG; the legend says what each colour means
 * and each shape's title names the country and its level, so the facts never rest on colour alone.
 */
export const BanMap = ({
  ctx,
  levels,
  label,
}: {
  ctx: PageContext;
  levels: ReadonlyMap<string, DayLevel>;
  label: string;
}) => {
  const t = ctx.texts.overview;
  const europe = europeMap();
  return (
    <figure class="map">
      <svg viewBox={`0 0 ${europe.width} ${europe.height}`} role="img" aria-label={label}>
        {europe.countries.map(({ code, d }) => {
          const level = levels.get(code);
          return level === undefined ? (
            <path d={d} class="lv-out">
              <title>{countryName(ctx.locale, code)}</title>
            </path>
          ) : (
            <path d={d} class={`lv-${level}`} data-country={code} data-level={level}>
              <title>
                {ctx.typography.label(countryName(ctx.locale, code))} {t.levels[level]}
              </title>
            </path>
          );
        })}
      </svg>
      <figcaption>
        <ul class="legend">
          {DAY_LEVELS.map((level) => (
            <li>
              <Swatch css={`lv-${level}`} />
              {t.levels[level]}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
};
