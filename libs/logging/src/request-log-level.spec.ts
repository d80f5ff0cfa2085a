import { context, trace, TraceFlags } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';

import { activeTraceSampled, requestLogLevel, SLOW_REQUEST_MS } from './request-log-level';

const fast = { failed: false, responseTimeMs: 3 };

describe(requestLogLevel.name, () => {
  it('always logs failures at error, traced or not', () => {
    expect(requestLogLevel({ ...fast, statusCode: 500, traced: false })).toBe('error');
    expect(requestLogLevel({ ...fast, statusCode: 503, traced: true })).toBe('error');
    expect(requestLogLevel({ ...fast, statusCode: 200, failed: true, traced: false })).toBe('error');
  });

  it('always logs refusals at warn, traced or not', () => {
    expect(requestLogLevel({ ...fast, statusCode: 400, traced: false })).toBe('warn');
    expect(requestLogLevel({ ...fast, statusCode: 401, traced: false })).toBe('warn');
    expect(requestLogLevel({ ...fast, statusCode: 404, traced: true })).toBe('warn');
  });

  it('always logs a request the client abandoned at warn, traced or not', () => {
    expect(requestLogLevel({ ...fast, statusCode: 200, aborted: true, traced: false })).toBe('warn');
    expect(requestLogLevel({ ...fast, statusCode: 500, aborted: true, traced: false })).toBe('error');
  });

  it('always logs slow successes at warn, from the threshold on', () => {
    expect(requestLogLevel({ ...fast, statusCode: 200, responseTimeMs: SLOW_REQUEST_MS, traced: false })).toBe('warn');
    expect(requestLogLevel({ ...fast, statusCode: 200, responseTimeMs: SLOW_REQUEST_MS - 1, traced: false })).toBe(
      'debug',
    );
    expect(requestLogLevel({ ...fast, statusCode: 204, responseTimeMs: 250, traced: false }, 200)).toBe('warn');
  });

  it('logs a fast success at info when its trace is sampled and at debug otherwise', () => {
    expect(requestLogLevel({ ...fast, statusCode: 200, traced: true })).toBe('info');
    expect(requestLogLevel({ ...fast, statusCode: 304, traced: false })).toBe('debug');
  });
});

describe(activeTraceSampled.name, () => {
  const contextManager = new AsyncLocalStorageContextManager();
  const inTrace = (traceFlags: TraceFlags) =>
    trace.setSpanContext(context.active(), {
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags,
    });

  beforeAll(() => context.setGlobalContextManager(contextManager.enable()));
  afterAll(() => {
    contextManager.disable();
    context.disable();
  });

  it('follows the sampled flag of the active trace', () => {
    expect(context.with(inTrace(TraceFlags.SAMPLED), activeTraceSampled)).toBe(true);
    expect(context.with(inTrace(TraceFlags.NONE), activeTraceSampled)).toBe(false);
  });

  it('counts a request outside any trace as sampled, so it is logged as before', () => {
    expect(activeTraceSampled()).toBe(true);
  });
});
