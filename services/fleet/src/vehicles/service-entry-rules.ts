import { randomUUID } from 'node:crypto';

import { ErrorCode, type fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

import type { ServiceEntryValue } from './vehicle.entity';

dayjs.extend(utc);
dayjs.extend(timezone);

export const SERVICE_TIME_ZONE = 'Europe/Stockholm';
export const AT_LEAST_ONE_INTERVAL = 'Minst ett intervall måste anges (km eller månader)';

const LIMITS = {
  serviceAfterKm: 1_000_000_000,
  serviceAfterMonths: 240,
  latestServiceKm: 1_000_000_000,
  leadDistKm: 100_000,
  leadTimeWeeks: 5200,
} as const;

/**
 * The last millisecond of the calendar day (in Europe/Stockholm) that contains `timestampMs`. Computed as the next
 * local midnight minus 1 ms so that 23- and 25-hour days (daylight saving changes) come out right.
 */
export function endOfDayInStockholm(timestampMs: number): number {
  const localDay = dayjs(timestampMs).tz(SERVICE_TIME_ZONE).format('YYYY-MM-DD');
  const nextDay = dayjs.utc(localDay).add(1, 'day').format('YYYY-MM-DD');
  return dayjs.tz(`${nextDay} 00:00:00`, SERVICE_TIME_ZONE).valueOf() - 1;
}

function range(field: keyof typeof LIMITS, value: number | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Number.isInteger(value) || value < 0 || value > LIMITS[field]) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `${field} must be a whole number from 0 to ${LIMITS[field]}`, {
      field,
    });
  }
  return value;
}

/** One service entry validated (spec 01 §5) and normalised for storage; a missing id is generated. */
export function checkServiceEntry(entry: fleetV1.ServiceEntry): ServiceEntryValue {
  const name = (entry.name ?? '').trim();
  if (name === '') throw new DomainError(ErrorCode.MISSING_FIELDS, 'name required', { field: 'name' });
  const serviceAfterKm = range('serviceAfterKm', entry.serviceAfterKm);
  const serviceAfterMonths = range('serviceAfterMonths', entry.serviceAfterMonths);
  if (serviceAfterKm === undefined && serviceAfterMonths === undefined) {
    throw new DomainError(ErrorCode.MISSING_FIELDS, AT_LEAST_ONE_INTERVAL, {
      field: 'serviceAfterKm,serviceAfterMonths',
    });
  }
  const latestServiceKm = range('latestServiceKm', entry.latestServiceKm);
  if (!entry.latestServiceTsMs || entry.latestServiceTsMs <= 0) {
    throw new DomainError(ErrorCode.MISSING_FIELDS, 'latest service date required', { field: 'latestServiceTsMs' });
  }
  const leadDistKm = range('leadDistKm', entry.leadDistKm);
  if (leadDistKm !== undefined && serviceAfterKm === undefined) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'leadDistKm needs a km interval', {
      field: 'leadDistKm',
      reason: 'INTERVAL_REQUIRED',
    });
  }
  const leadTimeWeeks = range('leadTimeWeeks', entry.leadTimeWeeks);
  if (leadTimeWeeks !== undefined && serviceAfterMonths === undefined) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'leadTimeWeeks needs a month interval', {
      field: 'leadTimeWeeks',
      reason: 'INTERVAL_REQUIRED',
    });
  }
  const value: ServiceEntryValue = {
    id: (entry.id ?? '').trim() || randomUUID(),
    name,
    latestServiceTsMs: endOfDayInStockholm(entry.latestServiceTsMs),
    // "Both thresholds required" only means something when both lead thresholds exist; otherwise it is off.
    bothThresholdsRequired:
      entry.bothThresholdsRequired === true && leadDistKm !== undefined && leadTimeWeeks !== undefined,
  };
  if (serviceAfterKm !== undefined) value.serviceAfterKm = serviceAfterKm;
  if (serviceAfterMonths !== undefined) value.serviceAfterMonths = serviceAfterMonths;
  if (latestServiceKm !== undefined) value.latestServiceKm = latestServiceKm;
  if (leadDistKm !== undefined) value.leadDistKm = leadDistKm;
  if (leadTimeWeeks !== undefined) value.leadTimeWeeks = leadTimeWeeks;
  return value;
}

/** The whole map of service entries (it replaces the stored one), keyed by entry id. */
export function checkServiceEntries(
  settings: fleetV1.VehicleSettings | undefined | null,
): Record<string, ServiceEntryValue> {
  const result: Record<string, ServiceEntryValue> = {};
  for (const [key, entry] of Object.entries(settings?.vehicleService ?? {})) {
    const checked = checkServiceEntry({ ...entry, id: entry.id || key });
    result[checked.id] = checked;
  }
  return result;
}
