import { describe, expect, it } from 'vitest';

import { BENEFIT_TYPES as BENEFIT_TYPE_VALUES } from '../../../api/vocabulary';
import type { Vehicle } from '../api/types';
import { emptyServiceEntry } from './service-entry';
import {
  BENEFIT_TYPES,
  BENEFIT_TYPES_ORDER,
  canEditTollSettings,
  emptyVehicleForm,
  hasErrors,
  toCreateRequest,
  toUpdateRequest,
  validateVehicleForm,
  vehicleToForm,
} from './vehicle-form';

const saved = (over: Partial<Vehicle> = {}): Vehicle =>
  ({
    id: 7,
    vehicleId: 7,
    organizationId: 3,
    registry: 'ABC123',
    displayName: 'Volvon',
    isoCountryCode: 'SE',
    benefitType: 'BENEFIT',
    defaultTripType: 'BUSINESS',
    permittedDrivers: [{ id: 11, displayName: 'Anna' }],
    consumption1: 0,
    consumption2: 0,
    proportion1: 100,
    co2GKm1: 0,
    co2GKm2: 0,
    lastInspectionTsMs: 0,
    nextInspectionTsMs: 0,
    ...over,
  }) as Vehicle;

describe('vehicle form', () => {
  it('offers every benefit type, BENEFIT first (spec 01 §2.6)', () => {
    expect([...BENEFIT_TYPES_ORDER].sort()).toEqual([...BENEFIT_TYPE_VALUES].sort());
    expect(BENEFIT_TYPES).toEqual(['BENEFIT', 'PRIVATE', 'WORK', 'POOL', 'TRACKER']);
  });

  it('defaults to a benefit vehicle in Sweden on service trips', () => {
    const f = emptyVehicleForm(3);
    expect(f).toMatchObject({ benefitType: 'BENEFIT', isoCountryCode: 'SE', defaultTripType: 'BUSINESS' });
  });

  it('upper-cases the registration on create and stores no drivers for a pool car', () => {
    const f = { ...emptyVehicleForm(3), registry: 'abc 123', benefitType: 'POOL' as const, permittedDrivers: [1, 2] };
    const req = toCreateRequest(f);
    expect(req.registry).toBe('ABC123');
    expect(req.permittedDrivers).toEqual([]);
    expect(req.permitAnyDriver).toBe(true);
  });

  it('needs a registration or an alias and a well-formed registration', () => {
    expect(validateVehicleForm(emptyVehicleForm(3)).displayName).toBe('required');
    expect(validateVehicleForm({ ...emptyVehicleForm(3), registry: 'A-1' }).registry).toBe('invalid');
    expect(hasErrors(validateVehicleForm({ ...emptyVehicleForm(3), registry: 'ABC123' }))).toBe(false);
  });

  it('collects service-entry errors per entry', () => {
    const f = { ...emptyVehicleForm(3), registry: 'ABC123', services: [emptyServiceEntry('x')] };
    const e = validateVehicleForm(f);
    expect(e.services.x).toMatchObject({ name: 'required', interval: 'atLeastOneInterval' });
    expect(hasErrors(e)).toBe(true);
  });

  it('sends a changed registration only for ROOT', () => {
    const f = { ...vehicleToForm(saved()), registry: 'XYZ999' };
    expect(toUpdateRequest(f, saved(), ['ADMIN']).registry).toBeUndefined();
    expect(toUpdateRequest(f, saved(), ['ROOT']).registry).toBe('XYZ999');
    expect(toUpdateRequest(f, saved({ registry: '' }), ['ADMIN']).registry).toBe('XYZ999');
  });

  it('keeps the permitted drivers and clears the default driver with null', () => {
    const req = toUpdateRequest(vehicleToForm(saved()), saved(), ['ADMIN']);
    expect(req.permittedDrivers).toEqual([11]);
    expect(req.defaultDriver).toBeNull();
  });

  describe('toll settings (spec 04)', () => {
    it('default to not exempt, class car, and read the saved ones', () => {
      expect(emptyVehicleForm(3)).toMatchObject({ tollExempt: false, tollClass: 'car' });
      expect(vehicleToForm(saved())).toMatchObject({ tollExempt: false, tollClass: 'car' });
      expect(vehicleToForm(saved({ tollExempt: true, tollClass: 'heavy' }))).toMatchObject({
        tollExempt: true,
        tollClass: 'heavy',
      });
    });

    it('are sent on create, and on update only by those who may edit them', () => {
      const f = { ...emptyVehicleForm(3), registry: 'ABC123', tollExempt: true, tollClass: 'heavy' as const };
      expect(toCreateRequest(f)).toMatchObject({ tollExempt: true, tollClass: 'heavy' });
      const edited = { ...vehicleToForm(saved()), tollExempt: true, tollClass: 'heavy' as const };
      expect(toUpdateRequest(edited, saved(), ['ADMIN'])).toMatchObject({ tollExempt: true, tollClass: 'heavy' });
      expect(toUpdateRequest(edited, saved(), ['ROOT'])).toMatchObject({ tollExempt: true, tollClass: 'heavy' });
      const byDriver = toUpdateRequest(edited, saved(), ['DRIVER']);
      expect('tollExempt' in byDriver || 'tollClass' in byDriver).toBe(false);
    });

    it('may be edited by admins and superadmins, not by drivers', () => {
      expect(canEditTollSettings(['ADMIN'])).toBe(true);
      expect(canEditTollSettings(['ROOT'])).toBe(true);
      expect(canEditTollSettings(['DRIVER'])).toBe(false);
    });
  });
});
