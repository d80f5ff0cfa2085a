import { installationEndReason } from './fleet-vehicles.handler';

// Builder: an event about an active vehicle of organisation 5.
function event(overrides: { deleted?: boolean; isArchived?: boolean; organizationId?: number } = {}) {
  return {
    deleted: overrides.deleted ?? false,
    vehicle: { isArchived: overrides.isArchived ?? false, organizationId: overrides.organizationId ?? 5 },
  };
}

describe(installationEndReason.name, () => {
  it('keeps the installation of an active vehicle of the same organisation', () => {
    expect(installationEndReason(event(), 5)).toBeNull();
  });
  it('ends it on delete, archive and organisation change, in that order of precedence', () => {
    expect(installationEndReason(event({ deleted: true, isArchived: true }), 5)).toBe('VEHICLE_DELETED');
    expect(installationEndReason(event({ isArchived: true, organizationId: 6 }), 5)).toBe('VEHICLE_ARCHIVED');
    expect(installationEndReason(event({ organizationId: 6 }), 5)).toBe('ORGANIZATION_CHANGED');
  });
});
