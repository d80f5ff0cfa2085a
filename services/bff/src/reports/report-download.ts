import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';

import type { Response } from 'express';

import type { ReportStream } from '../reports-client/reports-grpc.client';

/**
 * Sends a streamed report: its headers once the service has accepted the request (so a refusal is still a JSON
 * error), then its bytes with backpressure from the browser to the service. A failure after the first byte aborts
 * the response, so the browser never keeps a cut file as a whole one; a browser that goes away cancels the rendering.
 */
export async function sendReportFile(stream: ReportStream, response: Response): Promise<void> {
  const { fileName, contentType } = stream.header;
  response.status(200);
  response.setHeader('content-type', contentType);
  response.setHeader('content-disposition', contentDisposition(fileName));
  response.setHeader('cache-control', 'no-store');
  response.on('close', () => {
    if (!response.writableFinished) stream.cancel();
  });
  try {
    await pipeline(Readable.from(stream.chunks), response);
  } catch {
    stream.cancel();
    response.destroy();
  }
}

/** RFC 6266: an ASCII fallback and the UTF-8 name (Swedish letters in registrations and names). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
