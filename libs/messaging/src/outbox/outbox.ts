import type { TopicDefinition } from '@fleetlog/contracts';
import { type EntityClass, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { context, propagation } from '@opentelemetry/api';

import { EVENT_TYPE_HEADER, SCHEMA_VERSION_HEADER } from '../message-headers';
import { identifier, outboxChannel, outboxTable } from './outbox-sql';

function schemaOf(em: EntityManager): string {
  const schema = em.config.get('schema');
  if (!schema) throw new Error('the ORM configuration names no schema; the outbox lives in the service schema');
  return schema;
}

function assertInTransaction(em: EntityManager, what: string): void {
  // Outside a transaction the write would commit on its own and the event could report a change that never was.
  if (!em.isInTransaction()) throw new Error(`${what} must run inside the transaction of the change`);
}

/**
 * Records an event in the service's outbox inside the transaction of the change it reports: it is published (by the
 * relay) exactly when the change commits, and never when it rolls back. The W3C trace context of the change travels
 * in the headers.
 */
export async function addToOutbox<T>(
  em: EntityManager,
  topic: TopicDefinition<T>,
  key: string,
  message: T,
): Promise<void> {
  assertInTransaction(em, 'addToOutbox');
  const schema = schemaOf(em);
  const headers: Record<string, string> = {
    [EVENT_TYPE_HEADER]: topic.eventType,
    [SCHEMA_VERSION_HEADER]: String(topic.schemaVersion),
  };
  propagation.inject(context.active(), headers);
  const payload = Buffer.from(topic.codec.encode(message).finish());
  // One round trip: the row, and a notification the relay receives when (and only if) the transaction commits.
  await em.execute(
    `with added as (insert into ${outboxTable(schema)} ("topic", "key", "payload", "headers")
       values (?, ?, ?, ?::jsonb) returning "id")
     select pg_notify(?, '') from added`,
    [topic.name, key, payload, JSON.stringify(headers), outboxChannel(schema)],
  );
}

export interface VersionedEntity {
  version: number;
}

/**
 * Raises an entity's per-key version in SQL (`version = version + 1 … returning version`) and sets it on the entity.
 * The update takes the row lock until commit, so two changes of one key commit (and enter the outbox) in version
 * order. Call it before `addToOutbox`, inside the same transaction; a deletion raises it before removing the row.
 */
export async function raiseVersion<E extends VersionedEntity>(em: EntityManager, entity: E): Promise<number> {
  const version = await raiseVersionById(em, entity.constructor.name, primaryKeyOf(em, entity));
  entity.version = version;
  // The row already holds this version: keep the unit of work from writing it again as a change.
  const original = wrap(entity as object, true).__originalEntityData as Record<string, unknown> | undefined;
  if (original) original.version = version;
  return version;
}

/** `raiseVersion` for a row known by id only (e.g. the device an installation event is keyed by). */
export async function raiseVersionById(
  em: EntityManager,
  entityName: string | EntityClass<VersionedEntity>,
  id: unknown,
): Promise<number> {
  assertInTransaction(em, 'raiseVersion');
  const meta = em.getMetadata().find(typeof entityName === 'string' ? entityName : entityName.name);
  if (!meta) throw new Error(`${String(entityName)} is not a known entity`);
  const idColumn = meta.properties[meta.primaryKeys[0]].fieldNames[0];
  const versionColumn = meta.properties['version' as keyof typeof meta.properties]?.fieldNames[0];
  if (!versionColumn) throw new Error(`${meta.className} has no version property`);
  const table = `${identifier(meta.schema ?? schemaOf(em))}.${identifier(meta.tableName)}`;
  const rows = await em.execute<Array<{ version: string | number }>>(
    `update ${table} set ${identifier(versionColumn)} = ${identifier(versionColumn)} + 1
     where ${identifier(idColumn)} = ? returning ${identifier(versionColumn)} as "version"`,
    [id],
  );
  if (rows.length !== 1) throw new Error(`${meta.className} ${String(id)} is not stored; flush it first`);
  return Number(rows[0].version);
}

function primaryKeyOf(em: EntityManager, entity: object): unknown {
  const meta = em.getMetadata().find(entity.constructor.name);
  if (!meta) throw new Error(`${entity.constructor.name} is not a known entity`);
  return (entity as Record<string, unknown>)[meta.primaryKeys[0]];
}

/**
 * The per-key version guard of a state read model: records `version` for `(stream, key)` when it is newer than the
 * version applied before, inside the transaction of the read model's change. Returns false for a replay of older (or
 * the same) state, which the caller then ignores. Version 0 (an event from before versions existed) is always
 * applied and not recorded.
 */
export async function claimVersion(
  em: EntityManager,
  stream: string,
  key: string,
  version: number | bigint | string,
): Promise<boolean> {
  assertInTransaction(em, 'claimVersion');
  if (Number(version) <= 0) return true;
  const rows = await em.execute<unknown[]>(
    `insert into ${identifier(schemaOf(em))}."applied_versions" as applied ("stream", "key", "version")
     values (?, ?, ?)
     on conflict ("stream", "key") do update set "version" = excluded."version", "applied_at" = now()
       where applied."version" < excluded."version"
     returning 1`,
    [stream, key, String(version)],
  );
  return rows.length === 1;
}
