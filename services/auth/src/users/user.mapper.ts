import type { authV1 } from '@fleetlog/contracts';

import type { UserEntity } from './user.entity';

const ms = (date: Date | null): number => (date ? date.getTime() : 0);

export function toUserMessage(user: UserEntity, organizations: authV1.UserOrganization[] = []): authV1.User {
  return {
    userId: user.id,
    displayName: user.displayName,
    displayEmail: user.email,
    phone: user.phone,
    roles: [...user.roles],
    organizationId: user.organizationId,
    organizations,
    permittedVehicles: [...user.permittedVehicleIds],
    defaultVehicles: [...user.defaultVehicleIds],
    currentVehicle: [...user.currentVehicleIds],
    mapType: user.mapType,
    hasApprovedGdpr: user.gdprApproved,
    purposes: [...user.purposes],
    settings: { ...user.settings },
    isArchived: user.archived,
    archivedTsMs: ms(user.archivedAt),
    inviteSentTsMs: ms(user.inviteSentAt),
    lastSeenApp: ms(user.lastSeenApp),
    lastSeenDriving: ms(user.lastSeenDriving),
    kontekEmployeeNumber: user.kontekEmployeeNumber ?? '',
    kontekEmployeeKey: user.kontekEmployeeKey ?? '',
    ibuttonId: user.ibuttonId ?? undefined,
  };
}

export function toUserSimple(user: UserEntity): authV1.UserSimple {
  return {
    userId: user.id,
    displayName: user.displayName,
    organizationId: user.organizationId,
    isArchived: user.archived,
  };
}
