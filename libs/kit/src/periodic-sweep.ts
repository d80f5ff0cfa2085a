import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

/**
 * A provider's background sweep: `run()` every `intervalMs` once the application has started, never two at once,
 * awaited on shutdown. A failure is logged and left to the next sweep (a database outage is reported by readiness,
 * not here). Subclasses are idempotent, so several replicas sweeping at once do no harm.
 */
export abstract class PeriodicSweep implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  /** What one sweep does; answers a line to log when it did something, else null. */
  protected abstract run(): Promise<string | null>;

  /** How often, ms. */
  protected abstract get intervalMs(): number;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.sweep().finally(() => (this.running = undefined));
    }, this.intervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async sweep(): Promise<void> {
    try {
      const done = await this.run();
      if (done) this.logger.log(done);
    } catch (error) {
      this.logger.warn(`${this.constructor.name} failed: ${(error as Error).message}`);
    }
  }
}
