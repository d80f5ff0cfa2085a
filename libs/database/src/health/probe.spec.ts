import { HealthIndicatorService } from '@nestjs/terminus';

import { probe } from './probe';

describe('probe', () => {
  const indicators = new HealthIndicatorService();

  it('is up when the check settles in time', async () => {
    expect(await probe(indicators, 'database', async () => 1)).toEqual({ database: { status: 'up' } });
  });

  it('is down with the reason when the check fails', async () => {
    const result = await probe(indicators, 'redis', async () => {
      throw new Error('connection refused');
    });
    expect(result).toEqual({ redis: { status: 'down', message: 'connection refused' } });
  });

  it('is down when the check does not settle within the timeout', async () => {
    const never = () => new Promise<never>(() => undefined);
    expect(await probe(indicators, 'database', never, 20)).toEqual({
      database: { status: 'down', message: 'timeout' },
    });
  });
});
