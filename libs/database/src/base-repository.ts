import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * Base of a service's repository of one entity: the entity manager (the request's context, through MikroORM's
 * request context) and the unit-of-work calls; the subclass adds its queries, each scoped as its service requires.
 */
@Injectable()
export abstract class BaseRepository<E extends object> {
  constructor(protected readonly em: EntityManager) {}

  persist(entity: E): void {
    this.em.persist(entity);
  }

  remove(entity: E): void {
    this.em.remove(entity);
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
