import { describe, expect, it } from 'vitest';

import { fileNameOf, readWithProgress } from './download';

describe('report download', () => {
  it('reads the UTF-8 file name of filename* (Swedish letters) before the ASCII fallback', () => {
    expect(
      fileNameOf(
        `attachment; filename="Korjournal_2026-10_ABC123_Asa_Ostrom.pdf"; filename*=UTF-8''K%C3%B6rjournal_2026-10_ABC123_%C3%85sa_%C3%96str%C3%B6m.pdf`,
      ),
    ).toBe('Körjournal_2026-10_ABC123_Åsa_Öström.pdf');
    expect(fileNameOf('attachment; filename="summary \\"oct\\".csv"')).toBe('summary "oct".csv');
    expect(fileNameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });

  it('counts the bytes as each chunk arrives and keeps them all, in order, with the content type', async () => {
    const chunks = [new TextEncoder().encode('%PDF-1.7\n'), new Uint8Array(1000).fill(65), new Uint8Array(24)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        chunks.forEach((c) => controller.enqueue(c));
        controller.close();
      },
    });
    const seen: number[] = [];
    const blob = await readWithProgress(new Response(body, { headers: { 'content-type': 'application/pdf' } }), (n) =>
      seen.push(n),
    );
    expect(seen).toEqual([9, 1009, 1033]);
    expect(blob.size).toBe(1033);
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('fails when the body breaks off, so no cut file is saved as a whole one', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
        controller.error(new Error('connection reset'));
      },
    });
    await expect(readWithProgress(new Response(body), () => undefined)).rejects.toThrow('connection reset');
  });
});
