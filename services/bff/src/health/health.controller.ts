import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { Response } from 'express';

import { AuthGrpcClient } from '../auth-client/auth-grpc.client';
import { Public } from '../common/access.decorators';
import { DevicesGrpcClient } from '../devices-client/devices-grpc.client';
import { FleetGrpcClient } from '../fleet-client/fleet-grpc.client';

// Readiness must answer quickly even when a service hangs; orchestrators probe often.
const READY_TIMEOUT_MS = 2_000;

type Reachability = 'ok' | 'unreachable';

export interface ReadinessJson {
  status: 'ok' | 'unavailable';
  auth: Reachability;
  fleet: Reachability;
  devices: Reachability;
}

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly auth: AuthGrpcClient,
    private readonly fleet: FleetGrpcClient,
    private readonly devices: DevicesGrpcClient,
  ) {}

  @Get('live')
  @ApiOperation({ summary: 'The process is up' })
  @ApiResponse({ status: 200, description: 'Alive' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'The BFF can serve requests: auth, fleet and devices answer over gRPC' })
  @ApiResponse({ status: 200, description: 'Ready' })
  @ApiResponse({ status: 503, description: 'A service is unreachable' })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessJson> {
    const [auth, fleet, devices] = await Promise.all([
      reachable(() => this.auth.call(undefined, (md) => this.auth.auth.getVerificationKeys({}, md), READY_TIMEOUT_MS)),
      // fleet and devices have no anonymous call: an UNAUTHENTICATED answer proves the service is serving.
      reachable(() =>
        this.fleet.call(
          undefined,
          (md) => this.fleet.vehicles.listVehiclesSimple({ showArchived: false }, md),
          READY_TIMEOUT_MS,
        ),
      ),
      reachable(() =>
        this.devices.call(undefined, (md) => this.devices.devices.listFutureDevices({}, md), READY_TIMEOUT_MS),
      ),
    ]);
    const ready = auth === 'ok' && fleet === 'ok' && devices === 'ok';
    if (!ready) response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ready ? 'ok' : 'unavailable', auth, fleet, devices };
  }
}

/** A service that answers, even with a domain refusal, is reachable; a transport failure or timeout is INTERNAL. */
async function reachable(call: () => Promise<unknown>): Promise<Reachability> {
  try {
    await call();
    return 'ok';
  } catch (error) {
    return error instanceof DomainError && error.code !== ErrorCode.INTERNAL ? 'ok' : 'unreachable';
  }
}
