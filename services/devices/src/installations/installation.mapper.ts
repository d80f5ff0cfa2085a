import type { devicesV1 } from '@fleetlog/contracts';

import type { InstallationEntity } from './installation.entity';

export function toInstallationMessage(installation: InstallationEntity): devicesV1.Installation {
  return {
    installationId: installation.id,
    deviceId: installation.deviceId,
    imei: installation.imei,
    vehicleId: installation.vehicleId,
    organizationId: installation.organizationId,
    installedTsMs: installation.installedAt.getTime(),
    removedTsMs: installation.removedAt?.getTime() ?? 0,
    removalReason: installation.removalReason ?? '',
    deviceType: installation.deviceType,
  };
}
