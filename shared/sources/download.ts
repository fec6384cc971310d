/** The download failed: no answer in time, a refusal, or a body larger than the caller accepts. */
export class DownloadError extends Error {
  override name = 'DownloadError';
}

export interface DownloadLimits {
  /** The whole download, connection to last byte, must fit in this budget. */
  readonly timeoutMs: number;
  /** A larger body is refused while it streams in, before it fills the function's memory. */
  readonly maxBytes: number;
}

/** What a page said of its version the last time it was read, for a conditional request. */
export interface PageValidators {
  readonly etag?: string;
  readonly lastModified?: string;
}

/** A page read again: unchanged by its validators (304), or its body with its type and validators. */
export type PageAnswer =
  | { readonly status: 'not-modified' }
  | ({ readonly status: 'read'; readonly body: Uint8Array; readonly contentType?: string } & PageValidators);

/** Fetches a document over HTTP(S) with a hard time budget and size limit; any failure is a DownloadError. */
export const download = async (url: string, limits: DownloadLimits): Promise<Uint8Array> => {
  const answer = await fetchPage(url, limits);
  if (answer.status !== 'read') throw new DownloadError(`${url}: answered HTTP 304 to a request with no validators`);
  return answer.body;
};

/**
 * Reads a page with a hard time budget and size limit, asking only for a newer version than the validators name
 * (If-None-Match, If-Modified-Since), so an unchanged page costs a 304 and no body. Any failure is a DownloadError.
 */
export const fetchPage = async (
  url: string,
  limits: DownloadLimits,
  known: PageValidators = {},
): Promise<PageAnswer> => {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const headers: Record<string, string> = {
    ...(known.etag === undefined ? {} : { 'if-none-match': known.etag }),
    ...(known.lastModified === undefined ? {} : { 'if-modified-since': known.lastModified }),
  };
  let response: Response;
  try {
    response = await fetch(url, { signal, redirect: 'follow', headers });
  } catch (error) {
    throw new DownloadError(`${url}: no answer (${describe(error, signal, limits)})`, { cause: error });
  }
  if (response.status === 304 && Object.keys(headers).length > 0) {
    await response.body?.cancel();
    return { status: 'not-modified' };
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new DownloadError(`${url}: answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > limits.maxBytes) {
    await response.body.cancel();
    throw new DownloadError(`${url}: ${declared} bytes, more than the ${limits.maxBytes} accepted`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > limits.maxBytes) throw new DownloadError(`${url}: more than the ${limits.maxBytes} bytes accepted`);
      chunks.push(read.value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof DownloadError) throw error;
    throw new DownloadError(`${url}: the body did not arrive (${describe(error, signal, limits)})`, { cause: error });
  }
  const header = (name: string) => response.headers.get(name) ?? undefined;
  const [contentType, etag, lastModified] = [header('content-type'), header('etag'), header('last-modified')];
  return {
    status: 'read',
    body: Buffer.concat(chunks, size),
    ...(contentType === undefined ? {} : { contentType }),
    ...(etag === undefined ? {} : { etag }),
    ...(lastModified === undefined ? {} : { lastModified }),
  };
};

const describe = (error: unknown, signal: AbortSignal, limits: DownloadLimits): string =>
  signal.aborted ? `timed out after ${limits.timeoutMs} ms` : error instanceof Error ? error.message : String(error);
