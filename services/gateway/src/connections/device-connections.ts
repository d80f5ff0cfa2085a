import type { CommandTarget } from './gateway-context';

/** A connection that speaks for one device, until a newer connection of the device replaces it. */
export interface DeviceConnection extends CommandTarget {
  /** A newer connection identified the same device: this one ends (`remote` is the newer one's address). */
  replaced(remote: string | undefined): void;
}

/**
 * The one live connection of each device on this process, by IMEI, across both TCP listeners (an IMEI is one device
 * whatever port it comes in on). The newest connection to identify a device wins and the one it replaces is closed:
 * a tracker that reconnects after a network change cannot tell its old socket is half open, and the gateway cannot
 * tell a real tracker from someone replaying its IMEI (README "One connection per device" has the trade-off).
 * Device commands go to the connection held here, so always to the newest.
 */
export class DeviceConnections<T extends DeviceConnection = DeviceConnection> {
  private readonly byImei = new Map<string, T>();

  /** `connection` now speaks for `imei`; answers the older connection it replaces, if another held the device. */
  claim(imei: string, connection: T): T | undefined {
    const older = this.byImei.get(imei);
    this.byImei.set(imei, connection);
    return older === connection ? undefined : older;
  }

  /** The connection ends: the device has none here any more, unless a newer one holds it already. */
  release(imei: string, connection: T): void {
    if (this.byImei.get(imei) === connection) this.byImei.delete(imei);
  }

  /** The device's connection on this process, the newest to identify it. */
  get(imei: string): T | undefined {
    return this.byImei.get(imei);
  }

  /** Devices connected now. */
  get size(): number {
    return this.byImei.size;
  }
}
