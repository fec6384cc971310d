/**
 * Most bytes the whole answer of a batch may take, as JSON: 1 MiB, the size of several of the largest single answers
 * (a calendar answer stops under 100 KB, the tool list is about 40 KB), far under Lambda's 6 MB response limit.
 */
export const MAX_BATCH_ANSWER_BYTES = 1024 * 1024;

/**
 * The time a batch leaves its invocation at least: no request of it starts with less than this left, so the batch
 * ends, answered, well within the function's timeout (10 s) even when its calls are slow.
 */
export const BATCH_TIME_RESERVE_MS = 4_000;

/** The JSON-RPC error codes (implementation-defined server errors) of the requests of a batch that are not served. */
export const BATCH_ERRORS = {
  /** The batch's answer reached MAX_BATCH_ANSWER_BYTES before this request's answer: it was not served. */
  answerTooLarge: -32010,
  /** The batch had used its time before this request: it was not served. */
  timeLimit: -32011,
  /** The endpoint's per-IP quota admitted no more of the batch's requests. */
  quotaExceeded: -32029,
} as const;
