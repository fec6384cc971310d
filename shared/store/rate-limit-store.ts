import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type QuotaState, StoreUnavailableError } from '#shared/domain/errors.ts';
import type { DocumentClient } from './dynamo-client.ts';
import { isConditionFailure, storeCall } from './store-errors.ts';
import { ttlEpochSeconds } from './ttl.ts';

export interface FixedWindow {
  /** Policy name, e.g. `minute` or `day`. */
  readonly policy: string;
  readonly limit: number;
  readonly seconds: number;
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
   * Counts `count` requests (one unless told) against windows aligned to the epoch (minute, day, ...). The check is
   * allowed when all of them fit; `admitted` says how many of them, in order, did.
   */
  hitFixed(key: string, windows: readonly FixedWindow[], now: Date, count?: number): Promise<QuotaCheck>;
  /** Counts one request against a window that starts with the first request of the client. */
  hitRolling(key: string, window: FixedWindow, now: Date): Promise<QuotaCheck>;
}

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

/**
 * The state of a window that starts with the client's first request, `count` requests in. The wait is never longer
 * than the window: a request whose clock reading precedes the window's start (read just before a concurrent request,
 * or in another container, opened the window) would otherwise be told to wait the window and a second more.
 */
const rollingState = (window: FixedWindow, count: number, startMs: number, nowMs: number): QuotaState => ({
  policy: window.policy,
  limit: window.limit,
  windowSeconds: window.seconds,
  remaining: window.limit - count,
  resetSeconds: Math.min(window.seconds, Math.max(1, Math.ceil((startMs + window.seconds * 1000 - nowMs) / 1000))),
});

export const dynamoRateLimitStore = (client: DocumentClient, tableName: string): RateLimitStore => ({
  async hitFixed(key, windows, now, count = 1) {
    const epoch = now.getTime() / 1000;
    const longest = Math.max(...windows.map((w) => w.seconds));
    const bucketOf = (seconds: number) => Math.floor(epoch / seconds);
    // One item per client and longest window, one counter attribute per window bucket: a single atomic
    // UpdateItem counts the request in every window at once.
    const names = Object.fromEntries(windows.map((w, i) => [`#w${i}`, `${w.policy}@${bucketOf(w.seconds)}`]));
    const expiresAt = (bucketOf(longest) + 1) * longest + 60;
    const result = await storeCall('UpdateItem', () =>
      client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: `${key}#${bucketOf(longest)}` },
          UpdateExpression: `SET #ttl = :ttl ADD ${windows.map((_, i) => `#w${i} :one`).join(', ')}`,
          ExpressionAttributeNames: { ...names, '#ttl': 'expiresAt' },
          ExpressionAttributeValues: { ':one': count, ':ttl': expiresAt },
          ReturnValues: 'UPDATED_NEW',
        }),
      ),
    );
    const states = windows.map((w, i): QuotaState => {
      const counted = Number(result.Attributes?.[names[`#w${i}`] as string] ?? count);
      return {
        policy: w.policy,
        limit: w.limit,
        windowSeconds: w.seconds,
        remaining: w.limit - counted,
        resetSeconds: Math.max(1, Math.ceil((bucketOf(w.seconds) + 1) * w.seconds - epoch)),
      };
    });
    return pick(states, count);
  },

  async hitRolling(key, window, now) {
    const nowMs = now.getTime();
    const cutoff = nowMs - window.seconds * 1000;
    const state = (count: number, startMs: number) => rollingState(window, count, startMs, nowMs);
    // Normally one round trip: count inside the current window. When the window is over (or absent), start a
    // new one, conditionally, so two concurrent first requests cannot both reset it; the loser counts again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        const result = await storeCall('UpdateItem', () =>
          client.send(
            new UpdateCommand({
              TableName: tableName,
              Key: { pk: key },
              UpdateExpression: 'ADD #count :one',
              ConditionExpression: '#start > :cutoff',
              ExpressionAttributeNames: { '#count': 'count', '#start': 'windowStart' },
              ExpressionAttributeValues: { ':one': 1, ':cutoff': cutoff },
              ReturnValues: 'ALL_NEW',
            }),
          ),
        );
        return pick([state(Number(result.Attributes?.count), Number(result.Attributes?.windowStart))]);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      try {
        await storeCall('PutItem', () =>
          client.send(
            new PutCommand({
              TableName: tableName,
              Item: { pk: key, windowStart: nowMs, count: 1, expiresAt: ttlEpochSeconds(now, window.seconds + 60) },
              ConditionExpression: 'attribute_not_exists(pk) OR #start <= :cutoff',
              ExpressionAttributeNames: { '#start': 'windowStart' },
              ExpressionAttributeValues: { ':cutoff': cutoff },
            }),
          ),
        );
        return pick([state(1, nowMs)]);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    throw new StoreUnavailableError('Rate-limit window kept changing under concurrent requests');
  },
});

/** Clients a process keeps count of at most: about 150 bytes each, so 1.5 MB when full. */
export const MEMORY_QUOTA_MAX_CLIENTS = 10_000;

/**
 * Rolling windows counted in this process only, with the same meaning as the store's: a window starts with a key's
 * first request and lasts `seconds`. Memory stays bounded: windows are kept in the order they started, so the
 * expired ones are dropped from the front as time passes, and past `maxKeys` live windows the oldest one goes (its
 * client starts afresh: the count forgets, it never refuses wrongly).
 */
export const memoryRateLimitStore = (
  maxKeys: number = MEMORY_QUOTA_MAX_CLIENTS,
): Pick<RateLimitStore, 'hitRolling'> & { readonly size: () => number } => {
  const windows = new Map<string, { readonly startMs: number; readonly endMs: number; count: number }>();
  return {
    size: () => windows.size,
    // Nothing here waits: a request is counted at the moment it is called, in the order requests arrive.
    hitRolling: async (key, window, now) => {
      const nowMs = now.getTime();
      for (const [oldest, { endMs }] of windows) {
        if (endMs > nowMs) break;
        windows.delete(oldest);
      }
      let current = windows.get(key);
      if (current === undefined || current.endMs <= nowMs) {
        windows.delete(key);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        current = { startMs: nowMs, endMs: nowMs + window.seconds * 1000, count: 0 };
        windows.set(key, current);
      }
      current.count += 1;
      return pick([rollingState(window, current.count, current.startMs, nowMs)]);
    },
  };
};
