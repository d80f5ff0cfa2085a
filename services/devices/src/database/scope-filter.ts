import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { OrgScope } from '@fleetlog/security';
import { UniqueConstraintViolationException } from '@mikro-orm/core';

/** Checks that span every organisation by nature (IMEI uniqueness, the Kafka consumer) say so by using this. */
export const PLATFORM_WIDE: OrgScope = { kind: 'all' };

/**
 * The MikroORM condition that keeps a query inside an organisation scope. Combine with `$and`, never by spreading:
 * a spread silently replaces a condition on the same property. For 'orgs' a null organisation (stock) never matches.
 */
export function scopeFilter<K extends string>(scope: OrgScope, property: K): Partial<Record<K, { $in: number[] }>> {
  if (scope.kind === 'all') return {};
  return { [property]: { $in: [...scope.organizationIds] } } as Partial<Record<K, { $in: number[] }>>;
}

// Index name → the domain error a violation of it means (see the migration).
const UNIQUE_INDEX_ERRORS: Record<string, [ErrorCode, string]> = {
  devices_imei_unique: [ErrorCode.IMEI_ALREADY_EXISTS, 'a device with this IMEI already exists'],
  devices_iccid_unique: [ErrorCode.ICCID_ALREADY_EXISTS, 'a device with this ICCID already exists'],
  devices_phone_unique: [ErrorCode.PHONE_ALREADY_EXISTS, 'a device with this phone number already exists'],
  installations_open_device_unique: [ErrorCode.DEVICE_ALREADY_INSTALLED, 'the device is already installed'],
  installations_open_vehicle_unique: [ErrorCode.VEHICLE_HAS_DEVICE, 'the vehicle already has a device'],
  future_devices_device_id_key: [ErrorCode.DEVICE_ALREADY_INSTALLED, 'the device is planned for another vehicle'],
};

/**
 * Turns a unique violation that lost a race against a concurrent request into the domain error the pre-checks
 * would have given; anything else is rethrown unchanged.
 */
export function translateUniqueViolation(error: unknown): never {
  if (error instanceof UniqueConstraintViolationException) {
    const constraint = (error as { constraint?: string }).constraint ?? '';
    const mapped = UNIQUE_INDEX_ERRORS[constraint];
    if (mapped) throw new DomainError(mapped[0], mapped[1]);
  }
  throw error;
}
