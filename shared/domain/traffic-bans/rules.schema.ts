import * as z from 'zod';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { lazySchema } from '#shared/domain/lazy-schema.ts';

export { LANGUAGES };

export const languageSchema = z.enum(LANGUAGES).describe('Language of the translated texts: en, es, ro, it, fr or de.');

export type Language = z.infer<typeof languageSchema>;

const text = z.string().trim().min(1);

export const localizedTextSchema = z
  .object({ en: text, es: text, ro: text, it: text, fr: text, de: text })
  .strict()
  .describe('The same text in the six site languages; {holiday} is replaced by the name of the holiday.');

export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export const weekdaySchema = z.enum(WEEKDAYS).describe('Day of the week, lower-case English.');

export type Weekday = z.infer<typeof weekdaySchema>;

export const countryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .describe('ISO 3166-1 alpha-2 country code.');

export const clockTimeSchema = z
  .string()
  .regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/)
  .describe('Local wall-clock time HH:MM; 24:00 is the end of the day.');

export const windowSchema = lazySchema(() =>
  z
    .object({
      start: clockTimeSchema.refine((value) => value !== '24:00', 'a window cannot start at 24:00'),
      end: clockTimeSchema,
      endsNextDay: z
        .literal(true)
        .optional()
        .describe(
          'The end falls on the day after the anchor even though it is later than the start (a window over 24 h).',
        ),
    })
    .strict()
    .describe(
      "Time window in the country's own zone, anchored on the rule's day. An end at or before the start falls on the next day (the window crosses midnight); 24:00 ends the anchor day.",
    ),
);

export type TimeWindow = z.infer<typeof windowSchema>;

export const monthDaySchema = lazySchema(() =>
  z
    .string()
    .regex(/^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/)
    .describe('A day of any year, MM-DD.'),
);

export const nthWeekdaySchema = lazySchema(() =>
  z
    .object({
      nth: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1), z.literal(-2)]),
      weekday: weekdaySchema,
      month: z.number().int().min(1).max(12),
    })
    .strict()
    .describe(
      'The nth weekday of a month; nth -1 is the last one (e.g. the last Friday of June), -2 the one before it.',
    ),
);

export const yearDaySchema = lazySchema(() =>
  z
    .union([monthDaySchema, nthWeekdaySchema])
    .describe('A day that recurs every year: a fixed MM-DD or the nth weekday of a month.'),
);

export type YearDay = z.infer<typeof yearDaySchema>;

export const periodSchema = lazySchema(() =>
  z
    .object({ from: yearDaySchema, to: yearDaySchema })
    .strict()
    .describe('Inclusive range of days inside one calendar year.'),
);

export type Period = z.infer<typeof periodSchema>;

export const isoDateSchema = z.iso.date().describe('Calendar date YYYY-MM-DD.');

export const holidaySourceSchema = lazySchema(() =>
  z
    .discriminatedUnion('source', [
      z
        .object({
          source: z.literal('date-holidays'),
          country: countryCodeSchema.describe('Country code as known to the date-holidays package.'),
          regions: z
            .array(z.string().min(1))
            .min(1)
            .optional()
            .describe('Regions (e.g. German Länder) whose holidays count; absent means the nationwide holidays.'),
          include: z
            .array(z.string().min(1))
            .min(1)
            .optional()
            .describe(
              'Only these holiday rule keys of date-holidays (MM-DD or "easter N"); absent means all public ones.',
            ),
          exclude: z
            .array(z.string().min(1))
            .optional()
            .describe('Holiday rule keys of date-holidays that are not ban days.'),
        })
        .strict(),
      z
        .object({
          source: z.literal('fixed'),
          date: monthDaySchema,
          name: localizedTextSchema,
          exceptWhenOn: z
            .array(weekdaySchema)
            .optional()
            .describe('The day does not count in years when it falls on one of these weekdays.'),
        })
        .strict(),
      z
        .object({
          source: z.literal('easter'),
          offset: z.number().int().min(-60).max(70).describe('Days after Western Easter Sunday (negative: before).'),
          name: localizedTextSchema,
        })
        .strict(),
    ])
    .describe('Where a set of ban days comes from: the holiday library, a fixed date, or a day relative to Easter.'),
);

export type HolidaySource = z.infer<typeof holidaySourceSchema>;

export const holidaySelectionSchema = lazySchema(() =>
  z.array(holidaySourceSchema).min(1).describe('Union of holiday sources; a date selected twice counts once.'),
);

export const KINDS = ['weekend', 'holiday', 'eve', 'road', 'dated', 'night'] as const;
export const kindSchema = z.enum(KINDS).describe('Kind of ban entry.');
export type BanKind = z.infer<typeof kindSchema>;

export const SCOPES = ['nationwide', 'regional', 'specific-roads', 'transit'] as const;
export const scopeSchema = z.enum(SCOPES).describe('Where the ban applies.');
export type BanScope = z.infer<typeof scopeSchema>;

/** The ways of `appliesTo`: transit through the country, or a heading within it. */
export const WAYS = ['transit', 'southbound', 'northbound', 'eastbound', 'westbound'] as const;
export type Way = (typeof WAYS)[number];

export const appliesToSchema = z
  .string()
  .regex(new RegExp(`^(?:${WAYS.join('|')})-to-[A-Z]{2}$`))
  .describe('Direction or transit qualifier, e.g. transit-to-IT or southbound-to-IT.');

const kmSchema = lazySchema(() => z.number().min(0).max(2000).describe('Kilometre point as posted on the road.'));

export const sectionEndSchema = lazySchema(() =>
  z
    .object({
      km: kmSchema.optional(),
      place: z.string().trim().min(1).optional().describe('Place or junction named by the text (a proper name).'),
    })
    .strict()
    .refine((end) => end.km !== undefined || end.place !== undefined, 'a section end needs a km point or a place')
    .describe('One end of a road section: a kilometre point, a place, or both.'),
);

export const roadSectionSchema = lazySchema(() =>
  z
    .object({ road: z.string().min(1), from: sectionEndSchema, to: sectionEndSchema })
    .strict()
    .describe(
      'A stretch of one road between two ends, in the order the text gives them (for a one-way ban, the direction of travel).',
    ),
);

export type RoadSection = z.infer<typeof roadSectionSchema>;

export const directionSchema = lazySchema(() =>
  z
    .union([
      z.object({ towards: z.string().trim().min(1) }).strict(),
      z.object({ leaving: z.string().trim().min(1) }).strict(),
      z.literal('both'),
    ])
    .describe(
      'Direction of travel the ban applies to, inside the country: towards a place, leaving a place, or both directions. Published in words in the note; appliesTo keeps only the <direction>-to-<country> form.',
    ),
);

export type Direction = z.infer<typeof directionSchema>;

const idSchema = lazySchema(() =>
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .describe('kebab-case identifier, unique inside the file.'),
);

const blockBase = () => ({
  id: idSchema,
  kind: kindSchema,
  scope: scopeSchema,
  vehicle: idSchema.describe('Key of the vehicle class in the file’s vehicles map.'),
  reason: localizedTextSchema,
  note: localizedTextSchema.optional(),
  roads: z.array(z.string().min(1)).min(1).optional().describe('Road designations the ban is limited to.'),
  regions: z
    .array(z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/))
    .min(1)
    .optional()
    .describe(
      'ISO 3166-2 first-level regions: where a regional ban holds, or where the roads of a road ban lie. A journey waits out the ban only where it passes them.',
    ),
  appliesTo: appliesToSchema.optional(),
  sections: z
    .array(roadSectionSchema)
    .min(1)
    .optional()
    .describe('Road sections with km points or places; their roads must be listed in roads. Published in the note.'),
  direction: directionSchema.optional(),
  onlyVia: z
    .array(roadSectionSchema)
    .min(1)
    .optional()
    .describe(
      'The ban binds only journeys that use these sections (a route-dependent ban, e.g. a bridge under repair). Published in the note.',
    ),
  months: z
    .array(z.number().int().min(1).max(12))
    .min(1)
    .optional()
    .describe('Only days in these months (1-12) produce entries.'),
  instrument: idSchema
    .optional()
    .describe('Key of the yearly instrument the rule comes from; years it has not been published for are provisional.'),
  estimated: z
    .boolean()
    .optional()
    .describe('True when the dates are an estimate from earlier instruments: every entry is provisional.'),
  provisionalReason: localizedTextSchema
    .optional()
    .describe(
      "Why this rule's entries are provisional, when they are: what they are projected from and what would confirm them; {year} is the entry's year. Required of an estimated rule; a rule of a yearly instrument may leave it to the instrument's.",
    ),
});

export const weeklyRuleSchema = lazySchema(() =>
  z
    .object({ ...blockBase(), type: z.literal('weekly'), weekday: weekdaySchema, window: windowSchema })
    .strict()
    .describe('A ban on one weekday every week, e.g. Sundays 00:00-22:00.'),
);

export const holidayRuleSchema = lazySchema(() =>
  z
    .object({
      ...blockBase(),
      type: z.literal('holiday'),
      holidays: holidaySelectionSchema,
      window: windowSchema,
      shift: z
        .object({
          whenOn: z.array(weekdaySchema).min(1),
          to: z.enum(['following-sunday', 'preceding-friday']),
        })
        .strict()
        .optional()
        .describe('Only holidays falling on these weekdays count, and the ban moves to the named day.'),
    })
    .strict()
    .describe('A ban on holidays (or Easter-relative days) from a holiday selection.'),
);

export const eveRuleSchema = lazySchema(() =>
  z
    .object({ ...blockBase(), type: z.literal('eve'), holidays: holidaySelectionSchema, window: windowSchema })
    .strict()
    .describe('A ban on the day before each selected holiday; the window is anchored on that eve.'),
);

export const dayAfterRuleSchema = lazySchema(() =>
  z
    .object({ ...blockBase(), type: z.literal('day-after'), holidays: holidaySelectionSchema, window: windowSchema })
    .strict()
    .describe('A ban on the day after each selected holiday; the window is anchored on that day.'),
);

export const seasonalRuleSchema = lazySchema(() =>
  z
    .object({
      ...blockBase(),
      type: z.literal('seasonal'),
      period: periodSchema,
      weekdays: z.array(weekdaySchema).min(1),
      window: windowSchema,
    })
    .strict()
    .describe('A ban on given weekdays inside a yearly period, e.g. summer Saturdays.'),
);

export const roadRuleSchema = lazySchema(() =>
  z
    .object({
      ...blockBase(),
      type: z.literal('road'),
      roads: z.array(z.string().min(1)).min(1),
      period: periodSchema.optional(),
      weekdays: z.array(weekdaySchema).min(1),
      window: windowSchema,
    })
    .strict()
    .describe('A ban limited to listed roads on given weekdays, optionally inside a yearly period.'),
);

export const decreeDateSchema = lazySchema(() =>
  z
    .object({
      date: isoDateSchema,
      window: windowSchema,
      recurs: z
        .union([yearDaySchema, z.object({ easter: z.number().int() }).strict()])
        .optional()
        .describe('How the day recurs, used to estimate the dates of years not yet published.'),
    })
    .strict(),
);

export const liftSchema = lazySchema(() =>
  z
    .object({
      rule: idSchema.describe('Id of a dated rule of the same file whose ban does not apply in the window.'),
      window: windowSchema,
    })
    .strict()
    .describe('A window, anchored on the lifting rule’s day, in which another rule of the file is not in force.'),
);

export const decreeRuleSchema = lazySchema(() =>
  z
    .object({
      ...blockBase(),
      type: z.literal('decree'),
      instrument: idSchema,
      year: z.number().int().min(2000).max(2100).describe('Calendar year the instrument covers.'),
      dates: z.array(decreeDateSchema).min(1),
      projection: z
        .array(
          z
            .object({
              recurs: z.union([yearDaySchema, z.object({ easter: z.number().int() }).strict()]),
              window: windowSchema,
            })
            .strict(),
        )
        .min(1)
        .optional()
        .describe(
          "The days later years are projected on, re-derived from the instruments of recent years (recorded in sourceDecisions); instead of the dates' recurs, so that a day the last instrument did not hold can be projected and a one-off day is not.",
        ),
      lifts: z
        .array(liftSchema)
        .min(1)
        .optional()
        .describe(
          'Hours of other rules that the instrument replaces on each of its days, e.g. a Saturday evening freed before the Sunday ban. Only confirmed days lift: a provisional day never removes a confirmed entry.',
        ),
    })
    .strict()
    .describe(
      'Explicit dated windows from a yearly instrument. Later years are estimated from each date’s recurs pattern and are provisional.',
    ),
);

export const nightRuleSchema = lazySchema(() =>
  z
    .object({
      ...blockBase(),
      kind: z.literal('night'),
      type: z.literal('night'),
      days: z.literal('daily'),
      window: windowSchema,
      exemptions: z.array(idSchema).describe('Keys of the exemptions that release a vehicle from the night ban.'),
    })
    .strict()
    .describe('A recurring night ban, published as one block per country.'),
);

export const ruleBlockSchema = lazySchema(() =>
  z
    .discriminatedUnion('type', [
      weeklyRuleSchema,
      holidayRuleSchema,
      eveRuleSchema,
      dayAfterRuleSchema,
      seasonalRuleSchema,
      roadRuleSchema,
      decreeRuleSchema,
      nightRuleSchema,
    ])
    .describe('One rule of a country.'),
);

export type RuleBlock = z.infer<typeof ruleBlockSchema>;
export type DatedRuleBlock = Exclude<RuleBlock, { type: 'night' }>;
export type NightRuleBlock = Extract<RuleBlock, { type: 'night' }>;

/**
 * When an exemption a ban text grants holds for a journey: the vehicle enters the country from abroad (with documents
 * of the journey's origin), leaves it for abroad (with documents of its destination), is in international transport,
 * or is a certified low-noise lorry.
 */
export const GRANT_CONDITIONS = ['from-abroad', 'to-abroad', 'international', 'low-noise'] as const;
export type GrantCondition = (typeof GRANT_CONDITIONS)[number];

export const grantSchema = lazySchema(() =>
  z
    .object({
      exemption: idSchema.describe('Key of the exemption in the file’s exemptions map: its words.'),
      when: z.enum(GRANT_CONDITIONS),
      kinds: z
        .array(kindSchema)
        .min(1)
        .optional()
        .describe('The kinds of entry it applies to; absent: every dated kind (weekend, holiday, eve, road, dated).'),
      minimumEuroClass: z.number().int().min(0).max(7).optional().describe('The Euro emission class it requires.'),
      period: z
        .object({ from: monthDaySchema, to: monthDaySchema })
        .strict()
        .optional()
        .describe('Days of each year it holds, inclusive; a `from` after `to` runs over the New Year.'),
      effect: z
        .union([
          z.object({ lift: z.literal(true) }).strict(),
          z.object({ startsLaterMinutes: z.number().int().positive().max(1440) }).strict(),
          z.object({ endsEarlierMinutes: z.number().int().positive().max(1440) }).strict(),
        ])
        .describe(
          'The ban does not bind the vehicle, or starts later for it (the ban in force when it enters, or the next within a day), or ends earlier.',
        ),
      exceptOn: z
        .object({
          roads: z.array(z.string().min(1)).min(1),
          regions: z.array(z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/)).min(1),
          why: text,
        })
        .strict()
        .optional()
        .describe(
          'Roads (lying in these ISO 3166-2 regions) where the exemption does not hold, e.g. a stricter regional ban binding every lorry; where a journey’s roads there are not known, the exemption is not applied.',
        ),
      source: z.string().min(1).describe('The text that grants it.'),
    })
    .strict()
    .describe('An exemption a ban text grants that a journey applies to the vehicle it plans for.'),
);

export type Grant = z.infer<typeof grantSchema>;

export const officialSourceSchema = z
  .object({ name: text, url: z.url() })
  .strict()
  .describe('The authority that publishes the rule, and where.');

export const countryRulesSchema = lazySchema(() =>
  z
    .object({
      code: countryCodeSchema,
      name: text.describe('Country name in English.'),
      timezone: z
        .string()
        .refine((zone) => {
          try {
            new Intl.DateTimeFormat('en', { timeZone: zone });
            return true;
          } catch {
            return false;
          }
        }, 'unknown IANA zone')
        .describe('IANA zone in which the rule windows are stated.'),
      regime: z
        .enum(['dated', 'without-dated-bans'])
        .describe('dated: the calendar lists dates; without-dated-bans: summary and source only.'),
      officialSource: officialSourceSchema,
      lastVerified: z
        .string()
        .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/)
        .describe('Month (YYYY-MM) in which the data was last checked against the official source.'),
      page: z
        .string()
        .regex(/^\/[a-z0-9\-/]*(?:#[a-z0-9-]+)?$/)
        .optional()
        .describe(
          'Site path of the country page, or of its section of the calendar page; resolved against the site base.',
        ),
      summary: localizedTextSchema,
      vehicles: z
        .record(
          idSchema,
          z.object({ text: localizedTextSchema, minimumTonnes: z.number().positive().optional() }).strict(),
        )
        .describe('Vehicle classes; minimumTonnes only when the text states a threshold.'),
      exemptions: z.record(idSchema, localizedTextSchema).describe('Exempt vehicle kinds or transports, short texts.'),
      grants: z
        .array(grantSchema)
        .optional()
        .describe('The exemptions a journey applies to the vehicle it plans for, with when and how each holds.'),
      instruments: z
        .record(
          idSchema,
          z
            .object({
              title: text,
              url: z.url().optional(),
              publishedFor: z
                .array(z.number().int())
                .describe('Years whose instrument has been published and encoded; other years are provisional.'),
              provisionalReason: localizedTextSchema
                .optional()
                .describe(
                  "Why the entries of its rules are provisional in a year it has not been published for: what they are projected from and what would confirm them ({year}: the entry's year).",
                ),
            })
            .strict(),
        )
        .optional()
        .describe('Yearly instruments (decrees, ordinances) that set dated bans.'),
      rules: z.array(ruleBlockSchema),
      watch: z
        .array(
          z
            .object({
              url: z.url({ protocol: /^https?$/ }),
              what: text.describe('What appears there, in English: the instrument or notice the upkeep reads next.'),
              match: z
                .string()
                .min(1)
                .refine((pattern) => {
                  try {
                    new RegExp(pattern, 'giu');
                    return true;
                  } catch {
                    return false;
                  }
                }, 'not a regular expression')
                .optional()
                .describe(
                  "A regular expression (case-insensitive) whose matches in the page's visible text are the part watched; without it, the whole page or document.",
                ),
            })
            .strict(),
        )
        .min(1)
        .optional()
        .describe(
          "The pages or feeds where the country's next instrument or notice will appear: the source watch reads them weekly and raises an alarm when the part watched changes. Not published.",
        ),
      leads: z
        .array(z.object({ what: text, sources: z.array(z.string().min(1)).min(1) }).strict())
        .optional()
        .describe(
          'Reported changes not yet read in the authority’s text, so not encoded; the upkeep audit lists them until they are settled. Not published.',
        ),
      sourceDecisions: z
        .array(
          z
            .object({
              topic: text,
              decision: text,
              sources: z.array(z.string().min(1)).min(1),
            })
            .strict(),
        )
        .describe('Where sources disagree or are incomplete: what was chosen, and on whose text.'),
    })
    .strict()
    .superRefine((file, ctx) => {
      const dated = file.rules.filter((rule) => rule.type !== 'night');
      if (file.regime === 'dated' && (dated.length === 0 || file.page === undefined)) {
        ctx.addIssue({ code: 'custom', message: 'a dated regime needs dated rules and a page' });
      }
      if (file.regime === 'without-dated-bans' && dated.length > 0) {
        ctx.addIssue({ code: 'custom', message: 'a country without dated bans has no dated rules' });
      }
      for (const grant of file.grants ?? []) {
        if (!(grant.exemption in file.exemptions)) {
          ctx.addIssue({ code: 'custom', message: `grant of unknown exemption ${grant.exemption}` });
        }
      }
      const ids = new Set<string>();
      for (const rule of file.rules) {
        if (ids.has(rule.id)) ctx.addIssue({ code: 'custom', message: `duplicate rule id ${rule.id}` });
        ids.add(rule.id);
        if (!(rule.vehicle in file.vehicles)) {
          ctx.addIssue({ code: 'custom', message: `rule ${rule.id}: unknown vehicle ${rule.vehicle}` });
        }
        if (rule.instrument !== undefined && !(rule.instrument in (file.instruments ?? {}))) {
          ctx.addIssue({ code: 'custom', message: `rule ${rule.id}: unknown instrument ${rule.instrument}` });
        }
        if (rule.type === 'night') {
          for (const exemption of rule.exemptions) {
            if (!(exemption in file.exemptions)) {
              ctx.addIssue({ code: 'custom', message: `rule ${rule.id}: unknown exemption ${exemption}` });
            }
          }
        }
        if (rule.type === 'decree') {
          for (const lift of rule.lifts ?? []) {
            const target = file.rules.find((other) => other.id === lift.rule);
            if (target === undefined || target === rule || target.type === 'night') {
              ctx.addIssue({
                code: 'custom',
                message: `rule ${rule.id}: lifts ${lift.rule}, which is not another dated rule`,
              });
            }
          }
        }
        for (const section of rule.sections ?? []) {
          if (!(rule.roads ?? []).includes(section.road)) {
            ctx.addIssue({ code: 'custom', message: `rule ${rule.id}: section road ${section.road} is not in roads` });
          }
        }
        if (rule.scope === 'specific-roads' && rule.roads === undefined) {
          ctx.addIssue({ code: 'custom', message: `rule ${rule.id}: specific-roads scope needs roads` });
        }
      }
    })
    .describe('All driving-ban rules of one country.'),
);

export type CountryRules = z.infer<typeof countryRulesSchema>;

/** The reason a rule's provisional entries carry: its own, or its instrument's. */
export const provisionalReasonOf = (
  country: Pick<CountryRules, 'instruments'>,
  rule: RuleBlock,
): LocalizedText | undefined =>
  rule.provisionalReason ??
  (rule.instrument === undefined || rule.estimated === true
    ? undefined
    : country.instruments?.[rule.instrument]?.provisionalReason);
