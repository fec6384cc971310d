import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * Bearer credentials: `fest_` + 30 random base62 characters (30 × log2(62) ≈ 178 bits) + a 6-character base62
 * checksum of those 30. The checksum lets the authorizer refuse a mistyped token without reading the database, and
 * lets secret scanners recognise a real token. It is unkeyed: it stops typos, not forgers, who can compute it (the
 * authorizer remembers recent refusals instead). Only the SHA-256 of the whole token is ever stored.
 */
export const TOKEN_PREFIX = 'fest_';
export const TOKEN_RANDOM_LENGTH = 30;
export const TOKEN_CHECKSUM_LENGTH = 6;
export const TOKEN_LENGTH = TOKEN_PREFIX.length + TOKEN_RANDOM_LENGTH + TOKEN_CHECKSUM_LENGTH;
/** Characters shown to operators to tell credentials apart: the prefix and the first four random characters. */
export const TOKEN_DISPLAY_PREFIX_LENGTH = 9;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const TOKEN_PATTERN = new RegExp(`^${TOKEN_PREFIX}[0-9A-Za-z]{${TOKEN_RANDOM_LENGTH + TOKEN_CHECKSUM_LENGTH}}$`);

/** Random base62 characters; `randomInt` draws without modulo bias. */
export const randomBase62 = (length: number): string =>
  Array.from({ length }, () => BASE62[randomInt(BASE62.length)]).join('');

/** CRC-32 fits in six base62 digits (62^6 > 2^32); left-padded so the length is fixed. */
const checksum = (body: string): string => {
  let value = crc32(body);
  let digits = '';
  for (let i = 0; i < TOKEN_CHECKSUM_LENGTH; i += 1) {
    digits = BASE62[value % 62] + digits;
    value = Math.floor(value / 62);
  }
  return digits;
};

export const generateToken = (random: (length: number) => string = randomBase62): string => {
  const body = random(TOKEN_RANDOM_LENGTH);
  return `${TOKEN_PREFIX}${body}${checksum(body)}`;
};

/** Shape and checksum only; says nothing about whether the token was ever issued. */
export const isWellFormedToken = (token: string): boolean => {
  if (!TOKEN_PATTERN.test(token)) return false;
  const body = token.slice(TOKEN_PREFIX.length, TOKEN_PREFIX.length + TOKEN_RANDOM_LENGTH);
  return token.slice(TOKEN_PREFIX.length + TOKEN_RANDOM_LENGTH) === checksum(body);
};

/** The stored form of a token: it cannot be turned back into a usable credential. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const displayPrefix = (token: string): string => token.slice(0, TOKEN_DISPLAY_PREFIX_LENGTH);

export const newCredentialId = (random: (length: number) => string = randomBase62): string => `cred_${random(16)}`;

export const CREDENTIAL_ID_PATTERN = /^cred_[0-9A-Za-z]{16}$/;
