import { ErrorCode, type fleetV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { FLEET_CONFIG, type FleetConfig } from '../config';
import { registryVehicleSchema, toVehicleInfo } from './registry-response';

export const REGISTRY_API_KEY_HEADER = 'x-api-key';

/** HTTP client of the vehicle registry (Node's fetch, i.e. undici). */
@Injectable()
export class VehicleRegistryClient {
  private readonly logger = new Logger(VehicleRegistryClient.name);

  constructor(@Inject(FLEET_CONFIG) private readonly config: FleetConfig) {}

  get configured(): boolean {
    return this.config.VEHICLE_REGISTRY_URL !== undefined;
  }

  /** The registry's data for one registration number; NOT_FOUND when the registry does not know it. */
  async fetch(registry: string): Promise<fleetV1.VehicleInfo> {
    const base = this.config.VEHICLE_REGISTRY_URL;
    if (base === undefined) throw new DomainError(ErrorCode.SERVICE_NOT_CONFIGURED, 'vehicle registry not configured');
    const url = `${base.replace(/\/+$/, '')}/vehicles/${encodeURIComponent(registry)}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.config.VEHICLE_REGISTRY_API_KEY) headers[REGISTRY_API_KEY_HEADER] = this.config.VEHICLE_REGISTRY_API_KEY;
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: AbortSignal.timeout(this.config.VEHICLE_REGISTRY_TIMEOUT_MS) });
    } catch (err) {
      this.logger.warn({ err, msg: 'vehicle registry unreachable' });
      throw new DomainError(ErrorCode.INTERNAL, 'vehicle registry unreachable');
    }
    if (response.status === 404) {
      throw new DomainError(ErrorCode.NOT_FOUND, `registry ${registry} not found in the vehicle registry`);
    }
    if (!response.ok) {
      this.logger.warn({ msg: 'vehicle registry answered with an error', status: response.status });
      throw new DomainError(ErrorCode.INTERNAL, 'vehicle registry failed', { upstreamStatus: String(response.status) });
    }
    const parsed = registryVehicleSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      this.logger.warn({ msg: 'vehicle registry answer malformed', issues: parsed.error.issues.slice(0, 5) });
      throw new DomainError(ErrorCode.INTERNAL, 'vehicle registry answer malformed');
    }
    return toVehicleInfo(parsed.data);
  }
}
