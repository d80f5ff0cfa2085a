import { join } from 'node:path';

import { ConfigError } from '@fleetlog/config';

import { loadBffConfig, parseTrustProxy } from './config';

const minimal = {
  JWT_PUBLIC_KEY_FILE: '/keys/jwt-public.pem',
  KAFKA_BROKERS: 'kafka:9092',
  INTERNAL_SERVICE_KEY_FILE: '/keys/internal-service.key',
};

describe(loadBffConfig.name, () => {
  it('applies the documented defaults', () => {
    const config = loadBffConfig(minimal);
    expect(config).toMatchObject({
      port: 3000,
      authGrpcUrl: '127.0.0.1:50051',
      fleetGrpcUrl: '127.0.0.1:50052',
      devicesGrpcUrl: '127.0.0.1:50053',
      journalGrpcUrl: '127.0.0.1:50054',
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      frontendDist: join(__dirname, '..', '..', '..', 'frontend', 'dist'),
      jwt: { publicKeyFile: '/keys/jwt-public.pem', issuer: 'fleetlog-auth', audience: 'fleetlog' },
      access: {
        kafkaBrokers: ['kafka:9092'],
        serviceKeyFile: '/keys/internal-service.key',
        resnapshotIntervalMs: 300000,
      },
      // Metrics never share the public port (issue 6, finding 6).
      metricsPort: 3100,
      mapTileOrigins: ['https://tile.openstreetmap.org'],
    });
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('derives the public URL from the port and strips a trailing slash from a given one', () => {
    expect(loadBffConfig({ ...minimal, BFF_PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadBffConfig({ ...minimal, PUBLIC_URL: 'https://app.fleetlog.se/' }).publicUrl).toBe(
      'https://app.fleetlog.se',
    );
  });

  it('prefers SERVICE_VERSION over the package version', () => {
    expect(loadBffConfig({ ...minimal, SERVICE_VERSION: '2.3.4' }).version).toBe('2.3.4');
  });

  it('refuses a bad value and names the variable', () => {
    expect(() => loadBffConfig({ ...minimal, BFF_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadBffConfig({ ...minimal, BFF_PORT: 'eighty' })).toThrow(/BFF_PORT/);
    expect(() => loadBffConfig({})).toThrow(/JWT_PUBLIC_KEY_FILE/);
    expect(() => loadBffConfig({ ...minimal, MAP_TILE_ORIGINS: 'tiles' })).toThrow(/MAP_TILE_ORIGINS/);
  });

  it('keeps only the origin of each map tile URL', () => {
    const config = loadBffConfig({ ...minimal, MAP_TILE_ORIGINS: 'https://a.tiles.se/x/{z}, http://b.tiles.se:8080' });
    expect(config.mapTileOrigins).toEqual(['https://a.tiles.se', 'http://b.tiles.se:8080']);
  });
});

describe(parseTrustProxy.name, () => {
  it.each([
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('parses %p', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it('refuses trusting every peer, which would let a client choose its address by X-Forwarded-For', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });
});
