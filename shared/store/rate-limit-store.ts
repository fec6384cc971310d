import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { QuotaState } from '#shared/domain/errors.ts';
import type { DocumentClient } from './dynamo-client.ts';
import { storeCall } from './store-errors.ts';
import { ttlEpochSeconds } from './ttl.ts';

export interface QuotaWindow {
  /** Policy name, e.g. `minute` or `day`. */
  readonly policy: string;
  readonly limit: number;
  readonly seconds: number;
  /**
   * No headroom: every request of the window's slices counts against the limit itself, so that the limit's next
   * request within `seconds` is always refused (open data, whose contract says request 61 is), at the price of a
   * client at exactly its pace being refused now and then.
   */
  readonly strict?: boolean;
}

export interface QuotaCheck {
  readonly allowed: boolean;
  /** The state to report: the exceeded window when refused, otherwise the one with the fewest requests left. */
  readonly state: QuotaState;
  /** How many of the requests counted at once fit in every window (all of them when allowed). */
  readonly admitted: number;
}

export interface RateLimitStore {
  /**
   * Counts `count` requests (one unless told) against sliding windows (`SLICES_PER_WINDOW`). The check is allowed
   * when all of them fit; `admitted` says how many of them, in order, did.
   */
  hit(key: string, windows: readonly QuotaWindow[], now: Date, count?: number): Promise<QuotaCheck>;
}

/**
 * Slices of a window. A count reads the current slice and the ten before it, the last of them partly in the window,
 * so that every request of the last `seconds` is seen, whatever second it came in: a burst at the end of a minute
 * and another at the start of the next are one count. A request is admitted when two counts allow it:
 * - the window's estimate (the ten latest slices, and the oldest weighted by the part of it still in the window, as
 *   if its requests had come evenly) is within the limit: a client that keeps to its pace is served, and what the
 *   RateLimit fields report is this count;
 * - every request of the eleven slices is within the limit plus a tenth (`headroom`, none for a `strict` window): the
 *   estimate can take a burst at the end of the oldest slice for an even spread, and this bound holds whatever the
 *   spread, so no client is ever served more than its limit plus 10% (its limit, when strict) in any `seconds`.
 */
export const SLICES_PER_WINDOW = 10;

/** What a window admits beyond its limit, in any `seconds`, at most. */
const headroom = (window: QuotaWindow) => (window.strict ? 0 : Math.floor(window.limit / SLICES_PER_WINDOW));

const sliceMs = (window: QuotaWindow) => (window.seconds * 1000) / SLICES_PER_WINDOW;
const sliceAt = (window: QuotaWindow, nowMs: number) => Math.floor(nowMs / sliceMs(window));

/** The counter of one slice of a window. */
const counterName = (window: QuotaWindow, slice: number) => `${window.policy}@${slice}`;

/** The first slice a count reads, partly in the window ending now. */
const oldestSliceAt = (window: QuotaWindow, nowMs: number) => sliceAt(window, nowMs) - SLICES_PER_WINDOW;

/** A window's slices and their counts, read from counters (an item's attributes), oldest first. */
const slicesOf = (window: QuotaWindow, counters: Iterable<readonly [string, unknown]>): [number, number][] => {
  const prefix = `${window.policy}@`;
  const slices: [number, number][] = [];
  for (const [name, count] of counters) {
    if (name.startsWith(prefix)) slices.push([Number(name.slice(prefix.length)), Number(count)]);
  }
  return slices.sort(([a], [b]) => a - b);
};

/** Whether a counter still counts in one of the windows: stale otherwise, to be dropped. */
const isLive = (windows: readonly QuotaWindow[], nowMs: number) => (name: string) =>
  windows.some((window) => {
    const prefix = `${window.policy}@`;
    return name.startsWith(prefix) && Number(name.slice(prefix.length)) >= oldestSliceAt(window, nowMs);
  });

/**
 * A window's state from its slices' counts, this request's included. A slice after the current one was counted by a
 * clock a little ahead (a concurrent request's, another container's) and counts as the current one. `resetSeconds`
 * is when the count of the eleven slices next falls: for a refusal, under the limit (one more request then fits both
 * counts), otherwise when the oldest counted requests leave the window; never more than the window and a slice.
 */
const slidingState = (
  window: QuotaWindow,
  counters: Iterable<readonly [string, unknown]>,
  nowMs: number,
): QuotaState => {
  const first = oldestSliceAt(window, nowMs);
  const counted = slicesOf(window, counters).filter(([slice]) => slice >= first);
  const total = counted.reduce((sum, [, count]) => sum + count, 0);
  const oldest = counted.find(([slice]) => slice === first)?.[1] ?? 0;
  const inWindow = 1 - (nowMs % sliceMs(window)) / sliceMs(window);
  // Less a hair, so that a float such as 7.000000001 is not a request more.
  const estimate = Math.ceil(total - oldest + oldest * inWindow - 1e-9);
  const target = Math.min(total, window.limit);
  let left = total;
  let resetMs = nowMs + window.seconds * 1000;
  for (const [slice, count] of counted) {
    left -= count;
    if (left < target) {
      resetMs = (slice + SLICES_PER_WINDOW + 1) * sliceMs(window);
      break;
    }
  }
  const longestWaitMs = window.seconds * 1000 + sliceMs(window);
  return {
    policy: window.policy,
    limit: window.limit,
    windowSeconds: window.seconds,
    remaining: Math.min(window.limit - estimate, window.limit + headroom(window) - total),
    resetSeconds: Math.max(1, Math.ceil(Math.min(resetMs - nowMs, longestWaitMs) / 1000)),
  };
};

const pick = (states: QuotaState[], count = 1): QuotaCheck => {
  // The requests counted at once that still fit: those before the fullest window's count went over its limit.
  const admitted = Math.max(0, Math.min(count, ...states.map((s) => count + s.remaining)));
  const exceeded = states.filter((s) => s.remaining < 0);
  if (exceeded.length > 0) {
    // Several windows can be over at once (minute and day): the client must wait for the longest.
    const longest = exceeded.reduce((a, b) => (b.resetSeconds > a.resetSeconds ? b : a));
    return { allowed: false, state: { ...longest, remaining: 0 }, admitted };
  }
  const tightest = states.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  return { allowed: true, state: tightest, admitted };
};

/** The attributes of a counter item that are no counter. */
const ITEM_ATTRIBUTES = new Set(['pk', 'expiresAt']);

export const dynamoRateLimitStore = (client: DocumentClient, tableName: string): RateLimitStore => ({
  async hit(key, windows, now, count = 1) {
    const nowMs = now.getTime();
    // One item per client, one counter attribute per slice of each window: a single atomic UpdateItem counts the
    // requests in every window at once, drops the slice that has just left each window, and returns the counts.
    const added = windows.map((window) => counterName(window, sliceAt(window, nowMs)));
    const left = windows.map((window) => counterName(window, sliceAt(window, nowMs) - SLICES_PER_WINDOW - 1));
    const longest = Math.max(...windows.map((window) => window.seconds));
    const result = await storeCall('UpdateItem', () =>
      client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: key },
          UpdateExpression: `SET #ttl = :ttl ADD ${added.map((_, i) => `#a${i} :count`).join(', ')} REMOVE ${left.map((_, i) => `#l${i}`).join(', ')}`,
          ExpressionAttributeNames: {
            ...Object.fromEntries(added.map((name, i) => [`#a${i}`, name])),
            ...Object.fromEntries(left.map((name, i) => [`#l${i}`, name])),
            '#ttl': 'expiresAt',
          },
          // The item outlives the longest window and its last slice: past that it holds no live count.
          ExpressionAttributeValues: { ':count': count, ':ttl': ttlEpochSeconds(now, Math.ceil(longest * 1.1) + 60) },
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    const item = result.Attributes ?? {};
    const counters = Object.entries(item).filter(([name]) => !ITEM_ATTRIBUTES.has(name));
    const check = pick(
      windows.map((window) => slidingState(window, counters, nowMs)),
      count,
    );
    // Two things take a second update, both rare. A refused request is taken off the count again: counted, it would
    // keep a client that retries at the edge of its quota refused for as long as it retries. And a client that pauses
    // leaves the slices of its last requests behind (only the slice that has just left is dropped with each count):
    // when they outnumber a window's live slices they are dropped, so the item stays small (one write unit).
    const refused = count - check.admitted;
    const live = isLive(windows, nowMs);
    const stale = counters.map(([name]) => name).filter((name) => !live(name));
    const dropStale = stale.length > SLICES_PER_WINDOW + 1;
    if (refused > 0 || dropStale) {
      const refund = refused > 0 ? `ADD ${added.map((_, i) => `#a${i} :refund`).join(', ')}` : '';
      const drop = dropStale ? `REMOVE ${stale.map((_, i) => `#s${i}`).join(', ')}` : '';
      await storeCall('UpdateItem', () =>
        client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: key },
            UpdateExpression: `${refund} ${drop}`.trim(),
            ExpressionAttributeNames: {
              ...(refused > 0 ? Object.fromEntries(added.map((name, i) => [`#a${i}`, name])) : {}),
              ...(dropStale ? Object.fromEntries(stale.map((name, i) => [`#s${i}`, name])) : {}),
            },
            ...(refused > 0 ? { ExpressionAttributeValues: { ':refund': -refused } } : {}),
          }),
        ),
      ).catch(() => undefined); // The answer stands; a count left too high only shortens the client's quota.
    }
    return check;
  },
});

/** Clients a process keeps count of at most: about 1 KB each with their slices, so 10 MB when full. */
export const MEMORY_QUOTA_MAX_CLIENTS = 10_000;

/**
 * Sliding windows counted in this process only, with the same meaning as the store's. Memory stays bounded: clients
 * are kept in the order of their last request, so those whose counts have all left their windows are dropped from
 * the front as time passes, and past `maxKeys` the one idle longest goes (its count forgets, it never refuses
 * wrongly).
 */
export const memoryRateLimitStore = (
  maxKeys: number = MEMORY_QUOTA_MAX_CLIENTS,
): RateLimitStore & { readonly size: () => number } => {
  const clients = new Map<string, { readonly idleFromMs: number; readonly counts: Map<string, number> }>();
  return {
    size: () => clients.size,
    // Nothing here waits: a request is counted at the moment it is called, in the order requests arrive.
    hit: async (key, windows, now, count = 1) => {
      const nowMs = now.getTime();
      for (const [oldest, { idleFromMs }] of clients) {
        if (idleFromMs > nowMs) break;
        clients.delete(oldest);
      }
      const live = isLive(windows, nowMs);
      const counts = new Map([...(clients.get(key)?.counts ?? [])].filter(([name]) => live(name)));
      const add = (requests: number) => {
        for (const window of windows) {
          const name = counterName(window, sliceAt(window, nowMs));
          counts.set(name, (counts.get(name) ?? 0) + requests);
        }
      };
      add(count);
      const check = pick(
        windows.map((window) => slidingState(window, counts, nowMs)),
        count,
      );
      // As in the store, only the admitted requests stay counted.
      add(check.admitted - count);
      clients.delete(key);
      if (clients.size >= maxKeys) clients.delete(clients.keys().next().value as string);
      // Its counts have all left their windows once its current slices have.
      const idleFromMs = Math.max(
        ...windows.map((window) => (sliceAt(window, nowMs) + SLICES_PER_WINDOW + 1) * sliceMs(window)),
      );
      clients.set(key, { idleFromMs, counts });
      return check;
    },
  };
};
