import { once } from 'node:events';
import { createServer, request as httpRequest, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

import { context, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';

import { createLogger } from './create-logger';
import { requestLogMiddleware, serializeRequest, serializeResponse } from './request-log';

type Line = Record<string, unknown> & { req?: Record<string, unknown> };

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const inTrace = (traceFlags: TraceFlags) =>
  trace.setSpanContext(ROOT_CONTEXT, { traceId: TRACE_ID, spanId: 'b7ad6b7169203331', traceFlags });

/** A real HTTP server with the middleware in front of `handler`; each request runs in `traceContext` when given,
 * its response bound to it as the HTTP instrumentation does. */
async function serve(options: {
  level?: 'info' | 'debug';
  slowRequestMs?: number;
  traceContext?: () => ReturnType<typeof inTrace>;
  handler: RequestListener;
}) {
  const lines: Line[] = [];
  const written: (() => void)[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      written.shift()?.();
      callback();
    },
  });
  const logger = createLogger({ service: 'spec', level: options.level ?? 'info', destination });
  const middleware = requestLogMiddleware(logger, { slowRequestMs: options.slowRequestMs });
  const server: Server = createServer((request, response) => {
    const run = () => middleware(request, response, () => options.handler(request, response));
    if (options.traceContext === undefined) run();
    else context.with(options.traceContext(), run);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** Sends a request and waits until its answer is complete and the server has closed the response. */
  const send = async (path: string, headers: Record<string, string> = {}) => {
    const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) =>
      httpRequest({ port, path, headers, agent: false }, resolve).on('error', reject).end(),
    );
    response.resume();
    await once(response, 'end');
    return response.statusCode;
  };
  const nextLine = () => new Promise<void>((resolve) => written.push(resolve));
  return { lines, logger, send, nextLine, port, close: () => new Promise((resolve) => server.close(resolve)) };
}

const answer =
  (statusCode: number, delayMs = 0): RequestListener =>
  (_request, response) =>
    setTimeout(() => response.writeHead(statusCode, { 'content-type': 'application/json' }).end('{}'), delayMs);

describe(requestLogMiddleware.name, () => {
  const contextManager = new AsyncLocalStorageContextManager();

  beforeAll(() => context.setGlobalContextManager(contextManager.enable()));
  afterAll(() => {
    contextManager.disable();
    context.disable();
  });

  it('writes one line per request with its id, path, picked headers, status and time, and never a credential', async () => {
    const server = await serve({ handler: answer(200) });
    const written = server.nextLine();
    await server.send('/api/auth/validate-password-token?token=secret-reset-token', {
      authorization: 'Bearer secret-token',
      cookie: 'refresh=secret-cookie',
      'user-agent': 'spec/1',
    });
    await written;
    await server.close();
    expect(server.lines).toHaveLength(1);
    const [line] = server.lines;
    expect(line).toMatchObject({
      level: 'info',
      service: 'spec',
      msg: 'request completed',
      reqId: expect.any(Number),
      req: { method: 'GET', url: '/api/auth/validate-password-token', headers: { 'user-agent': 'spec/1' } },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(line?.req?.id).toBe(line?.reqId);
    expect(JSON.stringify(line)).not.toMatch(/secret/);
  });

  it('logs refusals at warn and failures at error with an err, whatever the sampling', async () => {
    const unsampled = () => inTrace(TraceFlags.NONE);
    const refusing = await serve({ handler: answer(404), traceContext: unsampled });
    let written = refusing.nextLine();
    await refusing.send('/api/vehicles/9');
    await written;
    await refusing.close();
    const failing = await serve({ handler: answer(503), traceContext: unsampled });
    written = failing.nextLine();
    await failing.send('/api/vehicles');
    await written;
    await failing.close();
    expect(refusing.lines[0]).toMatchObject({ level: 'warn', msg: 'request completed', res: { statusCode: 404 } });
    expect(failing.lines[0]).toMatchObject({
      level: 'error',
      msg: 'request errored',
      res: { statusCode: 503 },
      err: { message: 'failed with status code 503' },
    });
  });

  it('carries the trace ids of the request; a fast success of an unsampled trace is written at debug only', async () => {
    const sampled = await serve({ handler: answer(200), traceContext: () => inTrace(TraceFlags.SAMPLED) });
    const written = sampled.nextLine();
    await sampled.send('/api/vehicles');
    await written;
    await sampled.close();
    expect(sampled.lines[0]).toMatchObject({ level: 'info', trace_id: TRACE_ID, span_id: 'b7ad6b7169203331' });

    const atInfo = await serve({ handler: answer(200), traceContext: () => inTrace(TraceFlags.NONE) });
    await atInfo.send('/api/vehicles');
    await atInfo.send('/api/vehicles');
    await atInfo.close();
    expect(atInfo.lines).toEqual([]);

    const atDebug = await serve({
      level: 'debug',
      handler: answer(200),
      traceContext: () => inTrace(TraceFlags.NONE),
    });
    const debugLine = atDebug.nextLine();
    await atDebug.send('/api/vehicles');
    await debugLine;
    await atDebug.close();
    expect(atDebug.lines[0]).toMatchObject({ level: 'debug', trace_id: TRACE_ID, res: { statusCode: 200 } });
  });

  it('logs a slow success at warn even when its trace is not sampled', async () => {
    const server = await serve({
      slowRequestMs: 20,
      handler: answer(200, 40),
      traceContext: () => inTrace(TraceFlags.NONE),
    });
    const written = server.nextLine();
    await server.send('/api/vehicles');
    await written;
    await server.close();
    expect(server.lines[0]).toMatchObject({ level: 'warn', res: { statusCode: 200 } });
    expect(server.lines[0]?.responseTime).toBeGreaterThanOrEqual(20);
  });

  it('logs a request whose client closed the connection before the answer at warn, traced or not', async () => {
    const server = await serve({ handler: () => undefined, traceContext: () => inTrace(TraceFlags.NONE) });
    const written = server.nextLine();
    const client = httpRequest({ port: server.port, path: '/api/vehicles', agent: false });
    client.on('error', () => undefined).end();
    setTimeout(() => client.destroy(), 50);
    await written;
    await server.close();
    expect(server.lines[0]).toMatchObject({ level: 'warn', msg: 'request aborted', aborted: true });
  });

  it('builds no logger per request (pino-http bound, serialised and redacted one even for lines never written)', async () => {
    const server = await serve({ handler: answer(200), traceContext: () => inTrace(TraceFlags.NONE) });
    const child = jest.spyOn(server.logger, 'child');
    await server.send('/api/vehicles');
    await server.send('/api/vehicles');
    await server.close();
    expect(child).not.toHaveBeenCalled();
    expect(server.lines).toEqual([]);
  });

  it('does not log probes and scrapes', async () => {
    const server = await serve({ handler: answer(500) });
    await server.send('/health/ready');
    await server.send('/metrics');
    await server.close();
    expect(server.lines).toEqual([]);
  });
});

describe(serializeRequest.name, () => {
  it('logs the path without the query string, which can carry single-use tokens', () => {
    const logged = serializeRequest({
      id: 7,
      method: 'POST',
      url: '/api/auth/validate-password-token?token=secret-reset-token',
      headers: { host: 'localhost' },
    });
    expect(logged).toEqual({
      id: 7,
      method: 'POST',
      url: '/api/auth/validate-password-token',
      headers: { host: 'localhost' },
    });
  });

  it('logs a few useful headers and never credentials', () => {
    const logged = serializeRequest({
      method: 'GET',
      url: '/api/vehicles',
      headers: {
        host: 'localhost',
        'user-agent': 'curl/8',
        authorization: 'Bearer secret-token',
        cookie: 'refresh=secret-cookie',
        accept: '*/*',
      },
    });
    expect(logged.headers).toEqual({ host: 'localhost', 'user-agent': 'curl/8' });
    expect(JSON.stringify(logged)).not.toMatch(/secret/);
  });
});

describe(serializeResponse.name, () => {
  it('logs the status code only', () => {
    expect(serializeResponse({ statusCode: 201 })).toEqual({ statusCode: 201 });
  });
});
