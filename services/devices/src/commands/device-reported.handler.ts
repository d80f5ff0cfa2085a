import type { devicesEventsV1 } from '@fleetlog/contracts';
import { Injectable } from '@nestjs/common';

import { DeviceCommandsService } from './device-commands.service';

/**
 * devices.status.v1 (its own consumer group): the device reported, so it is connected to a gateway now; its pending
 * commands go out again. A redelivered status only re-publishes, which the gateway ignores for a command id it has
 * already sent on that connection.
 */
@Injectable()
export class DeviceReportedHandler {
  constructor(private readonly service: DeviceCommandsService) {}

  async handle(event: devicesEventsV1.DeviceStatusChanged): Promise<void> {
    if (event.deviceId <= 0) return;
    await this.service.deviceReported(event.deviceId, event.reportedFrequencyS);
  }
}
