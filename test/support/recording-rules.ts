import type { RulesSource } from '#shared/domain/traffic-bans/calendar-index.ts';

/** The same rules, telling which countries were read from them, in the order they were asked for. */
export const recordingRules = (rules: RulesSource): { readonly source: RulesSource; readonly read: string[] } => {
  const read: string[] = [];
  return {
    read,
    source: {
      codes: rules.codes,
      of: (code) => {
        read.push(code);
        return rules.of(code);
      },
    },
  };
};
