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

/** Fetches a document over HTTP(S) with a hard time budget and size limit; any failure is a DownloadError. */
export const download = async (url: string, limits: DownloadLimits): Promise<Uint8Array> => {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { signal, redirect: 'follow' });
  } catch (error) {
    throw new DownloadError(`${url}: no answer (${describe(error, signal, limits)})`, { cause: error });
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
  return Buffer.concat(chunks, size);
};

const describe = (error: unknown, signal: AbortSignal, limits: DownloadLimits): string =>
  signal.aborted ? `timed out after ${limits.timeoutMs} ms` : error instanceof Error ? error.message : String(error);
