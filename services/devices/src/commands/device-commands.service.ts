import { type Caller as SharedCaller } from '@fleetlog/access';
import { type devicesV1, ErrorCode, TOPICS, type telemetryV1 } from '@fleetlog/contracts';
import { callerMetadata, DomainError } from '@fleetlog/grpc';
import { addToOutbox } from '@fleetlog/messaging';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { FleetGrpcClient } from '../clients/fleet-grpc.client';
import { DEVICES_CONFIG, type DevicesConfig } from '../config';
import { PLATFORM_WIDE } from '../database/scope-filter';
import { InstallationsRepository } from '../installations/installations.repository';
import type { DeviceEntity } from '../inventory/device.entity';
import { DevicesRepository } from '../inventory/devices.repository';
import { advances, assertMaySend, outcomeState, userCommandKind } from './command-rules';
import { assertSupported, commandText, protocolOf } from './command-texts';
import { type CommandKindName, DeviceCommandEntity } from './device-command.entity';
import { toCommandView, toDeviceCommand } from './device-command.mapper';
import { DeviceCommandsRepository } from './device-commands.repository';

export interface NewCommand {
  device: DeviceEntity;
  kind: CommandKindName;
  vehicleId: number | null;
  requestedBy: number | null;
  frequencyHours?: number;
}

const DEFAULT_HISTORY = 20;
const MAX_HISTORY = 100;

/**
 * Device commands: recorded with their state, published on devices.commands.v1 through the outbox in the transaction
 * of the row, published again each time the device reports while still pending (the gateway that then holds its
 * connection sends it, once per command id and connection), moved on by the gateway's results, expired when the
 * device stays silent past the deadline.
 */
@Injectable()
export class DeviceCommandsService {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: DeviceCommandsRepository,
    private readonly devices: DevicesRepository,
    private readonly installations: InstallationsRepository,
    private readonly fleet: FleetGrpcClient,
    @Inject(DEVICES_CONFIG) private readonly config: DevicesConfig,
  ) {}

  async send(caller: SharedCaller, request: devicesV1.SendDeviceCommandRequest): Promise<devicesV1.DeviceCommandView> {
    const kind = userCommandKind(request.kind);
    const byVehicle = request.vehicleId > 0;
    assertMaySend(caller.principal, kind, byVehicle ? 'vehicle' : 'device');
    const { device, vehicleId } = byVehicle
      ? await this.deviceInVehicle(caller, request.vehicleId)
      : await this.visibleDevice(caller, request.deviceId);
    if (device.retired) throw new DomainError(ErrorCode.DEVICE_RETIRED, 'the device is retired');
    assertSupported(kind, protocolOf(device.deviceType));
    const command = await this.em.transactional(() =>
      this.create({ device, kind, vehicleId, requestedBy: caller.principal.userId }),
    );
    return toCommandView(command);
  }

  async history(caller: SharedCaller, request: devicesV1.DeviceCommandsRequest): Promise<devicesV1.DeviceCommands> {
    const limit = Math.min(request.limit > 0 ? request.limit : DEFAULT_HISTORY, MAX_HISTORY);
    let rows: DeviceCommandEntity[];
    if (request.vehicleId > 0) {
      // Whoever may see the vehicle (fleet decides: drivers their permitted vehicles) sees what was asked of it.
      const vehicle = await this.fleet.getVehicle(request.vehicleId, this.metadata(caller));
      rows = await this.commands.history(PLATFORM_WIDE, { vehicleId: vehicle.id }, limit);
      rows = rows.filter((row) => row.organizationId === vehicle.organizationId);
    } else {
      assertMaySend(caller.principal, 'GET_INFO', 'device');
      const { device } = await this.visibleDevice(caller, request.deviceId);
      rows = await this.commands.history(caller.scope, { deviceId: device.id }, limit);
    }
    return { commands: rows.map(toCommandView) };
  }

  /**
   * Records a command and publishes it, inside the caller's transaction. A pending command of the same kind for the
   * same device is superseded: only the newest restart, position request or frequency is worth sending.
   */
  async create(input: NewCommand): Promise<DeviceCommandEntity> {
    const now = new Date();
    for (const older of await this.commands.lockPending(input.device.id, input.kind)) {
      older.state = 'SUPERSEDED';
      older.completedAt = now;
    }
    const command = new DeviceCommandEntity();
    Object.assign(command, {
      deviceId: input.device.id,
      imei: input.device.imei,
      protocol: protocolOf(input.device.deviceType),
      vehicleId: input.vehicleId,
      organizationId: input.device.organizationId,
      kind: input.kind,
      frequencyHours: input.frequencyHours ?? null,
      requestedBy: input.requestedBy,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.config.DEVICE_COMMAND_TTL_MS),
      text: '',
    });
    this.em.persist(command);
    await this.em.flush(); // the id, which the @Track serial number is made of
    command.text = commandText(command.kind, command.protocol, command.id, command.frequencyHours);
    await this.publish(command, now);
    await this.em.flush();
    return command;
  }

  /**
   * The device reported (devices.status.v1): its pending commands go out again, oldest first, so whichever gateway
   * holds its connection now sends them. Those past their deadline expire instead. A reported frequency equal to an
   * open SET_FREQUENCY command's confirms it, even when the gateway's result never arrived.
   */
  async deviceReported(deviceId: number, reportedFrequencyS?: number): Promise<void> {
    await this.em.transactional(async () => {
      const now = new Date();
      for (const command of await this.commands.lockPending(deviceId)) {
        if (command.expiresAt.getTime() <= now.getTime()) {
          command.state = 'EXPIRED';
          command.completedAt = now;
        } else {
          await this.publish(command, now);
        }
      }
      if (reportedFrequencyS !== undefined && reportedFrequencyS > 0) {
        for (const command of await this.commands.openFrequencyCommands(deviceId)) {
          if ((command.frequencyHours ?? 0) * 3600 !== reportedFrequencyS) continue;
          command.state = 'RESPONDED';
          command.response = command.response || `reported frequency ${reportedFrequencyS} s`;
          command.completedAt = now;
        }
      }
      await this.em.flush();
    });
  }

  /** A gateway's result (telemetry.command-results.v1): the command moves forward, never back. */
  async applyResult(result: telemetryV1.CommandResult): Promise<void> {
    const next = outcomeState(result.outcome);
    if (!next || result.commandId <= 0) return;
    await this.em.transactional(async () => {
      const command = await this.commands.lockById(result.commandId);
      // A result for another IMEI is not this command's (ids of another environment, a corrupted message).
      if (!command || command.imei !== result.imei || !advances(command.state, next)) return;
      const at = new Date(result.tsMs > 0 ? result.tsMs : Date.now());
      command.state = next;
      if (next === 'SENT' || !command.sentAt) command.sentAt = at;
      if (next !== 'SENT') {
        command.completedAt = at;
        command.response = result.response;
      }
      await this.em.flush();
    });
  }

  async expireDue(): Promise<number> {
    return this.commands.expireDue(new Date());
  }

  private async publish(command: DeviceCommandEntity, now: Date): Promise<void> {
    await addToOutbox(this.em, TOPICS.devicesCommands, command.imei, toDeviceCommand(command));
    command.publishCount += 1;
    command.lastPublishedAt = now;
  }

  private async deviceInVehicle(
    caller: SharedCaller,
    vehicleId: number,
  ): Promise<{ device: DeviceEntity; vehicleId: number }> {
    // fleet decides whether the caller may see the vehicle (VEHICLE_MISSING also for other organisations').
    const vehicle = await this.fleet.getVehicle(vehicleId, this.metadata(caller));
    const installation = await this.installations.openForVehicle(PLATFORM_WIDE, vehicle.id);
    const device = installation ? await this.devices.findById(PLATFORM_WIDE, installation.deviceId) : null;
    if (!device) throw new DomainError(ErrorCode.VEHICLE_MISSING_DEVICE, 'no device is installed in the vehicle');
    return { device, vehicleId: vehicle.id };
  }

  private async visibleDevice(
    caller: SharedCaller,
    deviceId: number,
  ): Promise<{ device: DeviceEntity; vehicleId: number | null }> {
    const device = deviceId > 0 ? await this.devices.findById(caller.scope, deviceId) : null;
    if (!device) throw new DomainError(ErrorCode.DEVICE_MISSING, 'device not found');
    const installation = await this.installations.openForDevice(PLATFORM_WIDE, device.id);
    return { device, vehicleId: installation?.vehicleId ?? null };
  }

  private metadata(caller: SharedCaller) {
    return callerMetadata({
      token: caller.principal.token,
      organizationId: caller.organizationSelected ? caller.selectedOrganizationId : undefined,
      showArchived: false,
    });
  }
}
