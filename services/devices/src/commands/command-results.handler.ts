import type { telemetryV1 } from '@fleetlog/contracts';
import { Injectable } from '@nestjs/common';

import { DeviceCommandsService } from './device-commands.service';

/** telemetry.command-results.v1: what the gateway made of a command (SENT, RESPONDED with the answer, FAILED). */
@Injectable()
export class CommandResultsHandler {
  constructor(private readonly service: DeviceCommandsService) {}

  handle(result: telemetryV1.CommandResult): Promise<void> {
    return this.service.applyResult(result);
  }
}
