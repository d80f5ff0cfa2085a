import { logLevel } from 'kafkajs';

import { headersToStrings } from './message-headers';
import { kafkaLogCreator } from './messaging-logger';

describe(headersToStrings.name, () => {
  it('turns Kafka header buffers into strings and drops empty ones', () => {
    expect(
      headersToStrings({ a: Buffer.from('1'), b: 'two', c: [Buffer.from('3'), Buffer.from('x')], d: undefined }),
    ).toEqual({ a: '1', b: 'two', c: '3' });
    expect(headersToStrings(undefined)).toEqual({});
  });
});

describe(kafkaLogCreator.name, () => {
  it('routes kafkajs lines to the matching logger level without the timestamp', () => {
    const logger = { error: jest.fn(), warn: jest.fn(), info: jest.fn(), debug: jest.fn() };
    const log = kafkaLogCreator(logger)();
    log({
      namespace: 'Consumer',
      level: logLevel.ERROR,
      label: 'ERROR',
      log: { timestamp: 't', message: 'boom', groupId: 'g' },
    });
    log({ namespace: 'Producer', level: logLevel.INFO, label: 'INFO', log: { timestamp: 't', message: 'hi' } });
    expect(logger.error).toHaveBeenCalledWith({ kafka: 'Consumer', groupId: 'g' }, 'boom');
    expect(logger.info).toHaveBeenCalledWith({ kafka: 'Producer' }, 'hi');
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
