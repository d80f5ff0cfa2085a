import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { VehicleInfoEntity } from './vehicle-info.entity';

/** Registry answers are public facts about a registration number, not tenant data: keyed by registry alone. */
@Injectable()
export class VehicleInfoRepository {
  constructor(private readonly em: EntityManager) {}

  latestSince(registry: string, since: Date): Promise<VehicleInfoEntity | null> {
    return this.em.findOne(
      VehicleInfoEntity,
      { registry, fetchedAt: { $gte: since } },
      { orderBy: { fetchedAt: 'desc', id: 'desc' } },
    );
  }

  async add(entry: VehicleInfoEntity): Promise<void> {
    this.em.persist(entry);
    await this.em.flush();
  }

  forget(registry: string): Promise<number> {
    return this.em.nativeDelete(VehicleInfoEntity, { registry });
  }
}
