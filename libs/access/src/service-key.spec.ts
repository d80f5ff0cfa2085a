import { inspect } from 'node:util';

import { ErrorCode } from '@fleetlog/contracts';
import { Metadata } from '@grpc/grpc-js';

import { SERVICE_KEY_METADATA_KEY, ServiceKey } from './service-key';

const VALUE = 'k'.repeat(40);

describe(ServiceKey.name, () => {
  it('accepts its own metadata and refuses a missing or different key', () => {
    const key = ServiceKey.fromValue(VALUE);
    expect(() => key.assertPresentedIn(key.metadata())).not.toThrow();
    expect(() => key.assertPresentedIn(new Metadata())).toThrow(
      expect.objectContaining({ code: ErrorCode.UNAUTHENTICATED }),
    );
    const wrong = new Metadata();
    wrong.set(SERVICE_KEY_METADATA_KEY, `${VALUE}x`);
    expect(() => key.assertPresentedIn(wrong)).toThrow(expect.objectContaining({ code: ErrorCode.UNAUTHENTICATED }));
    expect(() => key.assertPresentedIn(undefined)).toThrow(
      expect.objectContaining({ code: ErrorCode.UNAUTHENTICATED }),
    );
  });

  it('refuses a short key and never prints its value', () => {
    expect(() => ServiceKey.fromValue('short')).toThrow(/at least/);
    const key = ServiceKey.fromValue(VALUE);
    expect(JSON.stringify({ key })).not.toContain(VALUE);
    expect(inspect(key)).not.toContain(VALUE);
  });
});
