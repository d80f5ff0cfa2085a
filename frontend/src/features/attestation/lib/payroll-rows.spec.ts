import { describe, expect, it } from 'vitest';

import { attestMonth } from './attest-month.testing';
import { filterMonths, groupByOrganization, monthVehicleLabel, NO_FILTER } from './payroll-rows';

const anna = attestMonth({ personId: 7, driverName: 'Anna Andersson', registry: 'ABC123', benefitType: 'WORK' });
const bertil = attestMonth({
  personId: 8,
  driverName: 'Bertil Berg',
  registry: 'XYZ789',
  benefitType: 'BENEFIT',
  imei: '352093081234567',
});
const cecilia = attestMonth({
  personId: 9,
  driverName: 'Cecilia Carlsson',
  registry: 'SYD001',
  vehicleName: 'Poolbil Malmö',
  benefitType: 'POOL',
  organizationId: 4,
});
const rows = [anna, bertil, cecilia];

describe(filterMonths.name, () => {
  it('keeps every row without a filter', () => {
    expect(filterMonths(rows, NO_FILTER)).toEqual(rows);
  });

  it("filters by the vehicle's benefit type and by organisation", () => {
    expect(filterMonths(rows, { ...NO_FILTER, benefitType: 'BENEFIT' })).toEqual([bertil]);
    expect(filterMonths(rows, { ...NO_FILTER, organizationId: 4 })).toEqual([cecilia]);
    expect(filterMonths(rows, { ...NO_FILTER, organizationId: 4, benefitType: 'WORK' })).toEqual([]);
  });

  it('searches the IMEI of the device installed in the vehicle', () => {
    expect(filterMonths(rows, { ...NO_FILTER, term: '3520930812' })).toEqual([bertil]);
  });

  it('searches registration number, vehicle name and driver, case-insensitively, from two characters', () => {
    expect(filterMonths(rows, { ...NO_FILTER, term: 'xyz' })).toEqual([bertil]);
    expect(filterMonths(rows, { ...NO_FILTER, term: 'malmö' })).toEqual([cecilia]);
    expect(filterMonths(rows, { ...NO_FILTER, term: ' ANNA ' })).toEqual([anna]);
    expect(filterMonths(rows, { ...NO_FILTER, term: 'b' })).toEqual(rows);
  });
});

describe(groupByOrganization.name, () => {
  const names: Record<number, string> = { 3: 'Demo Åkeri AB', 4: 'Demo Åkeri Syd AB', 5: 'Alfa AB' };
  const nameOf = (id: number) => names[id];

  it('makes one group per organisation, by name, with rows by driver then registration number', () => {
    const annaSecondCar = attestMonth({ personId: 7, driverName: 'Anna Andersson', registry: 'AAA111', vehicleId: 12 });
    const alfa = attestMonth({ organizationId: 5, driverName: 'Östen Ek' });
    const groups = groupByOrganization([bertil, cecilia, anna, alfa, annaSecondCar], nameOf);
    expect(groups.map((g) => [g.organizationId, g.name])).toEqual([
      [5, 'Alfa AB'],
      [3, 'Demo Åkeri AB'],
      [4, 'Demo Åkeri Syd AB'],
    ]);
    expect(groups[1].rows).toEqual([annaSecondCar, anna, bertil]);
  });

  it('puts organisations the app cannot name last, by id', () => {
    const groups = groupByOrganization(
      [attestMonth({ organizationId: 42 }), attestMonth({ organizationId: 41 }), anna],
      nameOf,
    );
    expect(groups.map((g) => [g.organizationId, g.name])).toEqual([
      [3, 'Demo Åkeri AB'],
      [41, null],
      [42, null],
    ]);
  });
});

describe(monthVehicleLabel.name, () => {
  it('shows registration number and name, or whichever the vehicle has', () => {
    expect(monthVehicleLabel(anna)).toBe('ABC123 (Volvo V60)');
    expect(monthVehicleLabel({ registry: '', vehicleName: 'Journalbil' })).toBe('Journalbil');
    expect(monthVehicleLabel({ registry: 'ABC123', vehicleName: 'ABC123' })).toBe('ABC123');
  });
});
