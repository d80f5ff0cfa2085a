import { type fleetEventsV1, TOPICS } from '@fleetlog/contracts';
import { claimVersion } from '@fleetlog/messaging';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { PLATFORM_WIDE } from '../database/scope-filter';
import { InstallationsRepository } from '../installations/installations.repository';
import { DevicesRepository } from '../inventory/devices.repository';
import { DeviceCommandsRepository } from './device-commands.repository';
import { DeviceCommandsService } from './device-commands.service';

// Its own stream name in applied_versions: the vehicles read model claims the topic's name for the same keys.
const STREAM = `commands:${TOPICS.fleetVehicles.name}`;

// fleet's default selection; a device that never reported its frequency and keeps it is not sent a command.
const DEFAULT_HOURS = 24;

/** Whether a vehicle's frequency selection needs a SET_FREQUENCY command (see FrequencyCommandsHandler). */
export function wantsFrequency(selected: number, latest: number): boolean {
  if (selected <= 0 || selected === latest) return false;
  return latest > 0 || selected !== DEFAULT_HOURS;
}

/**
 * fleet.vehicles.v1 (its own consumer group): when a vehicle's selected update frequency differs from the one its
 * device last reported, the device installed in it gets a SET_FREQUENCY command, once per selected value (a command
 * for the same value that is pending, sent or answered is not repeated; a pending one for another value is superseded
 * by the new one). fleet checked who may change the frequency (ADMIN and ROOT). The device's next report of that
 * frequency ends the pending state: fleet makes it the latest one, and the command here counts as answered.
 */
@Injectable()
export class FrequencyCommandsHandler {
  constructor(
    private readonly em: EntityManager,
    private readonly installations: InstallationsRepository,
    private readonly devices: DevicesRepository,
    private readonly commands: DeviceCommandsRepository,
    private readonly service: DeviceCommandsService,
  ) {}

  async handle(event: fleetEventsV1.VehicleChanged): Promise<void> {
    const vehicle = event.vehicle;
    if (!vehicle || vehicle.id <= 0 || event.deleted || vehicle.isArchived) return;
    await this.em.transactional(async () => {
      if (event.version > 0 && !(await claimVersion(this.em, STREAM, String(vehicle.id), event.version))) return;
      const selected = vehicle.selectedResponseFrequency;
      if (!wantsFrequency(selected, vehicle.latestResponseFrequency)) return;
      const installation = await this.installations.openForVehicle(PLATFORM_WIDE, vehicle.id);
      const device = installation ? await this.devices.findById(PLATFORM_WIDE, installation.deviceId) : null;
      if (!device || device.retired) return;
      const latest = await this.commands.latestFrequencyCommand(device.id);
      const alreadyAsked =
        latest !== null &&
        latest.frequencyHours === selected &&
        (latest.state === 'PENDING' || latest.state === 'SENT' || latest.state === 'RESPONDED');
      if (alreadyAsked) return;
      await this.service.create({
        device,
        kind: 'SET_FREQUENCY',
        vehicleId: vehicle.id,
        requestedBy: null,
        frequencyHours: selected,
      });
    });
  }
}
