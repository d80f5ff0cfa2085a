import { statSync } from 'node:fs';
import { join } from 'node:path';

/** The built web app on disk. It may be built after the BFF starts, so presence is checked per request. */
export class FrontendDist {
  private readonly startedAt = new Date();

  constructor(readonly root: string) {}

  get indexPath(): string {
    return join(this.root, 'index.html');
  }

  isAvailable(): boolean {
    return this.indexStat() !== undefined;
  }

  /** When the web app was built (index.html written), else when this process started. */
  buildDate(): Date {
    return this.indexStat()?.mtime ?? this.startedAt;
  }

  private indexStat(): { mtime: Date } | undefined {
    try {
      const stat = statSync(this.indexPath);
      return stat.isFile() ? stat : undefined;
    } catch {
      return undefined;
    }
  }
}
