/** DynamoDB TTL wants epoch seconds; every expiry in the service goes through here. */
export const ttlEpochSeconds = (at: Date, afterSeconds = 0): number => Math.floor(at.getTime() / 1000) + afterSeconds;
