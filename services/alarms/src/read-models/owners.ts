import { devicesV1, ErrorCode, fleetV1 } from '@fleetlog/contracts';
import { callGrpc, DomainError, grpcClientOptions } from '@fleetlog/grpc';
import { Metadata } from '@grpc/grpc-js';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type ClientGrpc, ClientProxyFactory } from '@nestjs/microservices';

import { ALARMS_CONFIG, type AlarmsConfig } from '../config';

type ClosableClient = ClientGrpc & { close(): unknown };

/** What the owners get of a request: the caller's token and organisation choice, as this service got them. */
const FORWARDED = ['authorization', 'x-organization-id', 'x-show-archived'] as const;

function forwarded(incoming: Metadata): Metadata {
  const metadata = new Metadata();
  for (const key of FORWARDED) {
    const value = incoming.get(key)[0];
    if (value !== undefined) metadata.set(key, value);
  }
  return metadata;
}

/**
 * The owners of what an alarm targets, asked as the caller when a setting is saved: a vehicle fleet does not show
 * the caller, or a tracker devices does not, is refused like a missing one (VEHICLE_MISSING, DEVICE_MISSING). The read
 * models follow the owners' topics and may lag a vehicle created a moment ago; the owners do not.
 */
@Injectable()
export class TargetOwners implements OnApplicationShutdown {
  private readonly clients: ClosableClient[] = [];
  private readonly vehicles: fleetV1.VehiclesServiceClient;
  private readonly devices: devicesV1.DevicesServiceClient;

  constructor(@Inject(ALARMS_CONFIG) private readonly config: AlarmsConfig) {
    this.vehicles = this.client('fleet', config.FLEET_GRPC_URL).getService(fleetV1.VEHICLES_SERVICE_NAME);
    this.devices = this.client('devices', config.DEVICES_GRPC_URL).getService(devicesV1.DEVICES_SERVICE_NAME);
  }

  async assertVehicles(ids: readonly number[], incoming: Metadata): Promise<void> {
    if (ids.length === 0) return;
    const reply = await callGrpc(() => this.vehicles.listVehiclesSimple({ showArchived: false }, forwarded(incoming)), {
      timeoutMs: this.config.OWNER_TIMEOUT_MS,
    });
    const visible = new Set((reply.vehicles ?? []).map((vehicle) => Number(vehicle.id)));
    const missing = ids.find((id) => !visible.has(id));
    if (missing !== undefined) throw new DomainError(ErrorCode.VEHICLE_MISSING, `vehicle ${missing} does not exist`);
  }

  async assertTrackers(ids: readonly number[], incoming: Metadata): Promise<void> {
    for (const id of ids) {
      await callGrpc(() => this.devices.getDevice({ id }, forwarded(incoming)), {
        timeoutMs: this.config.OWNER_TIMEOUT_MS,
      });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.close()));
  }

  private client(name: 'fleet' | 'devices', url: string): ClosableClient {
    const client = ClientProxyFactory.create(grpcClientOptions(name, url)) as unknown as ClosableClient;
    this.clients.push(client);
    return client;
  }
}
