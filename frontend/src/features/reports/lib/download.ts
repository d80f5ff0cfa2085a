// A report file as it streams in: its name from Content-Disposition, its bytes counted as they arrive (so a long
// report shows progress instead of a frozen button), then handed to the browser as a download.

/** The file name of a Content-Disposition header; the RFC 5987 filename* (UTF-8, Swedish letters) wins. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(disposition);
  if (extended) {
    const value = extended[1]!.trim().replace(/^"|"$/g, '');
    const encoded = value.replace(/^[\w-]*'[\w-]*'/, '');
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(disposition);
  if (!plain) return null;
  return plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!.trim();
}

/** Reads a body to the end, telling `onProgress` the bytes received so far after every chunk. */
export async function readWithProgress(res: Response, onProgress: (receivedBytes: number) => void): Promise<Blob> {
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  if (!res.body) return new Blob([await res.arrayBuffer()], { type });
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks as BlobPart[], { type });
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The browser reads the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
