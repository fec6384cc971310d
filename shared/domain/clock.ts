/** The only way domain code learns the time: callers pass a clock, tests pass a fixed one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const fixedClock =
  (iso: string): Clock =>
  () =>
    new Date(iso);
