import { PassThrough, type Readable, type Writable } from 'node:stream';

/** A report being rendered: its name and type now, its bytes as they come. */
export interface RenderedReport {
  fileName: string;
  contentType: string;
  body: Readable;
}

export const CONTENT_TYPES = { PDF: 'application/pdf', CSV: 'text/csv; charset=utf-8' } as const;

/**
 * A body a writer fills (PDF documents write to a stream): the writer runs as the reader reads, and its failure ends
 * the body with that error, so a half-written file is never taken for a whole one.
 */
export function bodyFrom(write: (output: Writable) => Promise<unknown>): Readable {
  const body = new PassThrough({ highWaterMark: 256 * 1024 });
  write(body).then(
    () => body.end(),
    (error: unknown) => body.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return body;
}
