import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { MAX_TRACK_SPAN_MS, parseTripTrackRequest } from './position-history.service';

const t = Date.UTC(2026, 10, 4, 7, 0, 0);
const request = (overrides: Partial<Parameters<typeof parseTripTrackRequest>[0]> = {}) => ({
  imei: '352093081234567',
  vehicleId: 0,
  fromMs: t,
  toMs: t + 60_000,
  ...overrides,
});
const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'OK';
  } catch (error) {
    return error instanceof DomainError ? ErrorCode[error.code] : String(error);
  }
};

describe(parseTripTrackRequest.name, () => {
  it('reads by IMEI when one is given, else by vehicle', () => {
    expect(parseTripTrackRequest(request({ imei: ' 352093081234567 ', vehicleId: 7 })).source).toEqual({
      kind: 'imei',
      imei: '352093081234567',
    });
    expect(parseTripTrackRequest(request({ imei: '', vehicleId: 7 })).source).toEqual({
      kind: 'vehicle',
      vehicleId: 7,
    });
  });

  it('accepts a range of one instant and of the longest span', () => {
    expect(codeOf(() => parseTripTrackRequest(request({ toMs: t })))).toBe('OK');
    expect(codeOf(() => parseTripTrackRequest(request({ toMs: t + MAX_TRACK_SPAN_MS })))).toBe('OK');
  });

  it('refuses a missing source, a reversed, missing or too long range', () => {
    expect(codeOf(() => parseTripTrackRequest(request({ imei: '', vehicleId: 0 })))).toBe('MISFORMATTED_FIELDS');
    expect(codeOf(() => parseTripTrackRequest(request({ imei: '1'.repeat(33) })))).toBe('MISFORMATTED_FIELDS');
    expect(codeOf(() => parseTripTrackRequest(request({ fromMs: t + 1, toMs: t })))).toBe('BAD_TIMESTAMP');
    expect(codeOf(() => parseTripTrackRequest(request({ fromMs: 0 })))).toBe('BAD_TIMESTAMP');
    expect(codeOf(() => parseTripTrackRequest(request({ toMs: t + MAX_TRACK_SPAN_MS + 1 })))).toBe('BAD_TIMESTAMP');
  });
});
