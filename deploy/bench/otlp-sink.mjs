// A stand-in for the chart's OpenTelemetry Collector: accepts OTLP/HTTP trace exports and counts the spans, so a
// benchmark run pays for tracing the way production does (spans recorded, batched, serialised and sent) and can show
// that they arrived.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';

const serviceOf = (resource) =>
  resource.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value?.stringValue ?? '?';

/** Counts spans in an OTLP/JSON body, and per "service span-name" in `names` (what a traced request is made of);
 * protobuf bodies are counted as exports only (no decoder needed for a count). */
function spansIn(body, contentType, names) {
  if (!contentType.includes('json')) return 0;
  try {
    const { resourceSpans = [] } = JSON.parse(body);
    let spans = 0;
    for (const resource of resourceSpans)
      for (const scope of resource.scopeSpans ?? [])
        for (const span of scope.spans ?? []) {
          spans += 1;
          const key = `${serviceOf(resource)} ${span.name}`;
          names[key] = (names[key] ?? 0) + 1;
        }
    return spans;
  } catch {
    return 0;
  }
}

/** Listens on host:port; resolves to { counts(), close() }, or to null when the port is taken. */
export function startOtlpSink(port = 4318, host = '127.0.0.1') {
  const counts = { exports: 0, spans: 0, bytes: 0 };
  const names = {};
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      counts.exports += 1;
      counts.bytes += body.length;
      if (request.url?.startsWith('/v1/traces')) {
        counts.spans += spansIn(body.toString('utf8'), String(request.headers['content-type'] ?? ''), names);
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  return new Promise((resolve) => {
    server.once('error', () => resolve(null));
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${port}`,
        counts: () => ({ ...counts, names: { ...names } }),
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
