import { IdentityEntity, bigintNumber } from '@fleetlog/database';
import { Entity, JsonType, Property } from '@mikro-orm/core';

import type { fleetV1 } from '@fleetlog/contracts';

/** A cached answer of the vehicle registry for one (upper-cased) registration number. */
@Entity({ tableName: 'vehicle_info_history' })
export class VehicleInfoEntity extends IdentityEntity {
  @Property({ type: 'text' })
  registry!: string;

  @Property({ type: JsonType })
  info!: fleetV1.VehicleInfo;

  @Property({ type: bigintNumber() })
  fetchedByUserId!: number;

  @Property({ type: 'timestamptz' })
  fetchedAt: Date = new Date();
}
