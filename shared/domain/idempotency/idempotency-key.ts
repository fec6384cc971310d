import { createHash } from 'node:crypto';
import { MalformedRequestError } from '#shared/domain/errors.ts';
import { type Phrase, phrase } from '#shared/domain/problem-phrases.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const malformed = (detail: Phrase) =>
  new MalformedRequestError([
    { location: 'header', name: IDEMPOTENCY_KEY_HEADER, expected: phrase('expectKey'), detail },
  ]);

/**
 * The Idempotency-Key header value. The IETF draft defines it as a structured-field string (`"abc..."`), while
 * most clients send the bare token; both spell the same key, so the quotes are removed before comparing.
 */
export const parseIdempotencyKey = (header: string | undefined): string => {
  if (header === undefined || header.trim() === '') {
    throw malformed(phrase('keyMissing'));
  }
  const trimmed = header.trim();
  const key = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
  if (!KEY_PATTERN.test(key)) throw malformed(phrase('keyMalformed'));
  return key;
};

/** JSON with object keys sorted at every level: two bodies that mean the same have the same text. */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

/** SHA-256 hex of the canonical JSON of a parsed body: what "the same submission" means for a repeated key. */
export const bodyHash = (body: unknown): string =>
  createHash('sha256').update(canonicalJson(body), 'utf8').digest('hex');
