import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

import { DEVICES_CONFIG, type DevicesConfig } from '../config';
import { DeviceCommandsService } from './device-commands.service';

/**
 * Pending commands whose device stayed silent past the deadline become EXPIRED, every
 * DEVICE_COMMAND_EXPIRY_INTERVAL_MS (a device that reports expires its own on the spot). Idempotent, so several
 * devices processes sweeping at once do no harm.
 */
@Injectable()
export class CommandExpiry implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CommandExpiry.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly service: DeviceCommandsService,
    @Inject(DEVICES_CONFIG) private readonly config: DevicesConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.sweep().finally(() => (this.running = undefined));
    }, this.config.DEVICE_COMMAND_EXPIRY_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async sweep(): Promise<void> {
    try {
      const expired = await RequestContext.create(this.em, () => this.service.expireDue());
      if (expired > 0) this.logger.log(`${expired} device command(s) expired`);
    } catch (error) {
      // The next sweep retries; a database outage is reported by readiness, not here.
      this.logger.warn(`device command expiry failed: ${(error as Error).message}`);
    }
  }
}
