import { Writable } from 'node:stream';

import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { context, trace, TraceFlags } from '@opentelemetry/api';

import { createLogger } from './create-logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  return { lines, destination };
}

describe(createLogger.name, () => {
  const contextManager = new AsyncLocalStorageContextManager();

  beforeAll(() => context.setGlobalContextManager(contextManager.enable()));
  afterAll(() => {
    contextManager.disable();
    context.disable();
  });

  it('writes JSON with service, level name and message', () => {
    const { lines, destination } = capture();
    createLogger({ service: 'auth', destination }).info({ userId: 3 }, 'hello');
    expect(lines[0]).toMatchObject({ service: 'auth', level: 'info', msg: 'hello', userId: 3 });
  });

  it('redacts secrets at any of the listed depths', () => {
    const { lines, destination } = capture();
    createLogger({ service: 'auth', destination }).info(
      {
        password: 'p1',
        body: { password: 'p2', token: 't1', passwordConfirmation: 'p3' },
        req: { headers: { authorization: 'Bearer x', host: 'h' } },
        config: { smtp: { secret: 's1' } },
        key: 'settings-key',
      },
      'login',
    );
    const line = JSON.stringify(lines[0]);
    for (const secret of ['p1', 'p2', 'p3', 't1', 'Bearer x', 's1']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('settings-key');
    expect(lines[0]).toMatchObject({ req: { headers: { host: 'h', authorization: '[redacted]' } } });
  });

  it('adds trace and span ids of the active span', () => {
    const { lines, destination } = capture();
    const logger = createLogger({ service: 'auth', destination });
    const spanContext = {
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: TraceFlags.SAMPLED,
    };
    context.with(trace.setSpanContext(context.active(), spanContext), () => logger.info('inside'));
    logger.info('outside');
    expect(lines[0]).toMatchObject({ trace_id: spanContext.traceId, span_id: spanContext.spanId });
    expect(lines[1]).not.toHaveProperty('trace_id');
  });

  it('respects the level', () => {
    const { lines, destination } = capture();
    const logger = createLogger({ service: 'auth', level: 'warn', destination });
    logger.info('dropped');
    logger.warn('kept');
    expect(lines.map((line) => line.msg)).toEqual(['kept']);
  });
});
