import { describe, expect, it } from 'vitest';

import type { DeviceCommand } from '../api/device-commands-api';
import { isOpen, latestAnswer, offeredKinds, stateTone } from './command-display';

const command = (overrides: Partial<DeviceCommand>): DeviceCommand => ({
  id: 1,
  deviceId: 2,
  imei: '356307042441013',
  vehicleId: 3,
  kind: 'GET_INFO',
  text: 'getinfo',
  state: 'PENDING',
  response: '',
  requestedBy: 4,
  createdTsMs: 1,
  sentTsMs: null,
  completedTsMs: null,
  expiresTsMs: 2,
  frequencyHours: null,
  ...overrides,
});

describe('device command display', () => {
  it('offers restart and web-connect to ROOT only, get info to admins on the device screen', () => {
    expect(offeredKinds(['DRIVER'], 'vehicle')).toEqual(['UPDATE_POSITION']);
    expect(offeredKinds(['DRIVER'], 'device')).toEqual([]);
    expect(offeredKinds(['ADMIN'], 'vehicle')).toEqual(['UPDATE_POSITION']);
    expect(offeredKinds(['ADMIN'], 'device')).toEqual(['UPDATE_POSITION', 'GET_INFO']);
    expect(offeredKinds(['ROOT'], 'vehicle')).toEqual(['UPDATE_POSITION', 'RESTART', 'WEB_CONNECT']);
    expect(offeredKinds(['HEXA'], 'device')).toEqual(['UPDATE_POSITION', 'GET_INFO']);
    expect(offeredKinds(['ROOT'], 'device', 'GL530MG')).toEqual(['UPDATE_POSITION', 'GET_INFO', 'RESTART']);
  });

  it('keeps polling while a command is pending or sent', () => {
    expect(isOpen('PENDING')).toBe(true);
    expect(isOpen('SENT')).toBe(true);
    expect(isOpen('RESPONDED')).toBe(false);
    expect(isOpen('EXPIRED')).toBe(false);
  });

  it('colours the states', () => {
    expect(stateTone('RESPONDED')).toBe('success');
    expect(stateTone('FAILED')).toBe('error');
    expect(stateTone('EXPIRED')).toBe('warning');
    expect(stateTone('SENT')).toBe('info');
  });

  it('finds the newest answer', () => {
    const rows = [
      command({ id: 3, state: 'PENDING' }),
      command({ id: 2, state: 'RESPONDED', response: 'GPS:1 Sat:7' }),
      command({ id: 1, state: 'RESPONDED', response: 'old' }),
    ];
    expect(latestAnswer(rows)?.id).toBe(2);
    expect(latestAnswer([command({})])).toBeUndefined();
  });
});
