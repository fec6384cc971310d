import type { RateLimitStore } from '#shared/store/rate-limit-store.ts';

/**
 * A quota store that always allows: the benches of the open-data handlers in process leave DynamoDB out (it has its
 * own figures, and the server run has it). Each instance's own count in memory still applies: the benches set a
 * limit no client reaches.
 */
export const unlimitedQuota: RateLimitStore = {
  hit: async (_key, windows) => {
    const [window = { policy: 'unlimited', limit: 1, seconds: 60 }] = windows;
    return {
      allowed: true,
      state: {
        policy: window.policy,
        limit: window.limit,
        windowSeconds: window.seconds,
        remaining: 1,
        resetSeconds: window.seconds,
      },
      admitted: 1,
    };
  },
};
