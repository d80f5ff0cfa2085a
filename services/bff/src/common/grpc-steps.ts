import type { devicesV1 } from '@fleetlog/contracts';

import type { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import type { DevicesGrpcClient } from '../devices-client/devices-grpc.client';
import type { FleetGrpcClient } from '../fleet-client/fleet-grpc.client';
import type { CallerContext } from './caller';

/** The base of the steps of a flow across auth, fleet and devices (a setup, a connect), called as one caller. */
export abstract class GrpcSteps {
  constructor(
    protected readonly caller: CallerContext,
    protected readonly auth: AuthGrpcClient,
    protected readonly fleet: FleetGrpcClient,
    protected readonly devices: DevicesGrpcClient,
  ) {}

  getDevice(deviceId: number): Promise<devicesV1.Device> {
    return this.devices.call(this.caller, (md) => this.devices.devices.getDevice({ id: deviceId }, md));
  }

  /** The caller with `organizationId` selected. */
  protected in(organizationId: number): CallerContext {
    return { ...this.caller, organizationId };
  }
}
