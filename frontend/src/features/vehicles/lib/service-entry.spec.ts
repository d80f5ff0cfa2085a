import { describe, expect, it } from 'vitest';

import { dayjs } from '../../../lib/dates';
import {
  bothThresholdsEnabled,
  emptyServiceEntry,
  endOfDayMs,
  fromServiceEntry,
  leadDistEnabled,
  leadTimeEnabled,
  toServiceEntry,
  validateServiceEntry,
  type ServiceEntryForm,
} from './service-entry';

const entry = (over: Partial<ServiceEntryForm> = {}): ServiceEntryForm => ({
  ...emptyServiceEntry('s1'),
  name: 'Oljebyte',
  serviceAfterKm: '15000',
  latestServiceKm: '120000',
  latestServiceDate: '2025-03-10',
  ...over,
});

describe('validateServiceEntry', () => {
  it('accepts a complete entry', () => {
    expect(validateServiceEntry(entry())).toEqual({});
  });

  it('requires a name and a latest service date', () => {
    const e = validateServiceEntry(entry({ name: ' ', latestServiceDate: '' }));
    expect(e.name).toBe('required');
    expect(e.latestServiceDate).toBe('required');
  });

  it('requires at least one interval', () => {
    expect(validateServiceEntry(entry({ serviceAfterKm: '' })).interval).toBe('atLeastOneInterval');
    expect(validateServiceEntry(entry({ serviceAfterKm: '', serviceAfterMonths: '12' })).interval).toBeUndefined();
  });

  it('checks the ranges', () => {
    expect(validateServiceEntry(entry({ serviceAfterKm: '1000000000' })).serviceAfterKm).toBeUndefined();
    expect(validateServiceEntry(entry({ serviceAfterKm: '1000000001' })).serviceAfterKm).toBe('range');
    expect(validateServiceEntry(entry({ serviceAfterMonths: '240' })).serviceAfterMonths).toBeUndefined();
    expect(validateServiceEntry(entry({ serviceAfterMonths: '241' })).serviceAfterMonths).toBe('range');
    expect(validateServiceEntry(entry({ latestServiceKm: '1000000001' })).latestServiceKm).toBe('range');
    expect(validateServiceEntry(entry({ leadDistKm: '100001' })).leadDistKm).toBe('range');
    expect(validateServiceEntry(entry({ leadDistKm: '100000' })).leadDistKm).toBeUndefined();
    expect(validateServiceEntry(entry({ serviceAfterMonths: '6', leadTimeWeeks: '5201' })).leadTimeWeeks).toBe('range');
    expect(
      validateServiceEntry(entry({ serviceAfterMonths: '6', leadTimeWeeks: '5200' })).leadTimeWeeks,
    ).toBeUndefined();
  });

  it('rejects text and negative numbers', () => {
    expect(validateServiceEntry(entry({ serviceAfterKm: '-5' })).serviceAfterKm).toBe('notNumber');
    expect(validateServiceEntry(entry({ serviceAfterKm: '1e3' })).serviceAfterKm).toBe('notNumber');
  });

  it('ignores a lead field whose interval is not set', () => {
    expect(
      validateServiceEntry(entry({ serviceAfterMonths: '', leadTimeWeeks: '99999' })).leadTimeWeeks,
    ).toBeUndefined();
  });

  it('rejects an impossible date', () => {
    expect(validateServiceEntry(entry({ latestServiceDate: '2025-02-30' })).latestServiceDate).toBe('required');
  });
});

describe('lead fields', () => {
  it('are enabled only with their interval', () => {
    expect(leadDistEnabled(entry({ serviceAfterKm: '' }))).toBe(false);
    expect(leadDistEnabled(entry())).toBe(true);
    expect(leadTimeEnabled(entry())).toBe(false);
    expect(leadTimeEnabled(entry({ serviceAfterMonths: '12' }))).toBe(true);
    expect(bothThresholdsEnabled(entry())).toBe(false);
    expect(bothThresholdsEnabled(entry({ serviceAfterMonths: '12' }))).toBe(true);
  });
});

describe('toServiceEntry', () => {
  it('stores the latest service date as the end of that day in Stockholm', () => {
    const ms = endOfDayMs('2025-03-10');
    expect(dayjs(ms).tz('Europe/Stockholm').format('YYYY-MM-DD HH:mm:ss.SSS')).toBe('2025-03-10 23:59:59.999');
    expect(ms).toBe(Date.UTC(2025, 2, 10, 22, 59, 59, 999));
  });

  it('drops lead values whose interval is missing and the both-thresholds flag without both leads', () => {
    const s = toServiceEntry(entry({ leadDistKm: '500', leadTimeWeeks: '2', bothThresholdsRequired: true }));
    expect(s.leadDistKm).toBe(500);
    expect(s.leadTimeWeeks).toBeUndefined();
    expect(s.bothThresholdsRequired).toBe(false);
    expect(s.serviceAfterMonths).toBeUndefined();
  });

  it('round-trips through the form', () => {
    const s = toServiceEntry(
      entry({ serviceAfterMonths: '12', leadDistKm: '500', leadTimeWeeks: '2', bothThresholdsRequired: true }),
    );
    expect(s.bothThresholdsRequired).toBe(true);
    expect(fromServiceEntry(s)).toEqual(
      entry({ serviceAfterMonths: '12', leadDistKm: '500', leadTimeWeeks: '2', bothThresholdsRequired: true }),
    );
  });
});
