import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Fixed quota windows start on the minute. A test that fills a window waits, when it is close to a minute
 * boundary, until the next window has begun, so its requests all land in one window.
 */
export const awayFromMinuteBoundary = async (neededSeconds = 10) => {
  const intoMinute = (Date.now() % 60_000) / 1000;
  if (intoMinute > 60 - neededSeconds) await sleep((60 - intoMinute) * 1000 + 100);
};
