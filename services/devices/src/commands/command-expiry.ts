import { PeriodicSweep } from '@fleetlog/kit';
import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { DEVICES_CONFIG, type DevicesConfig } from '../config';
import { DeviceCommandsService } from './device-commands.service';

/**
 * Pending commands whose device stayed silent past the deadline become EXPIRED, every
 * DEVICE_COMMAND_EXPIRY_INTERVAL_MS (a device that reports expires its own on the spot). Idempotent, so several
 * devices processes sweeping at once do no harm.
 */
@Injectable()
export class CommandExpiry extends PeriodicSweep {
  constructor(
    private readonly em: EntityManager,
    private readonly service: DeviceCommandsService,
    @Inject(DEVICES_CONFIG) private readonly config: DevicesConfig,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.DEVICE_COMMAND_EXPIRY_INTERVAL_MS;
  }

  protected async run(): Promise<string | null> {
    const expired = await RequestContext.create(this.em, () => this.service.expireDue());
    return expired > 0 ? `${expired} device command(s) expired` : null;
  }
}
