// Identifiers from ORM metadata and configuration end up in SQL text, so only plain identifiers are accepted.
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`invalid SQL identifier "${name}"`);
  return `"${name}"`;
}

export function outboxTable(schema: string): string {
  return `${identifier(schema)}.${identifier('outbox')}`;
}

/** The channel the outbox rows of one schema are announced on (NOTIFY is delivered at commit). */
export function outboxChannel(schema: string): string {
  identifier(schema);
  return `fleetlog_outbox_${schema}`;
}

/**
 * The DDL each service's migration runs for its schema: the outbox the relay drains and the versions its state read
 * models applied. Idempotent.
 */
export function outboxDdl(schema: string): string[] {
  const s = identifier(schema);
  return [
    `create table if not exists ${s}."outbox" (
      "id" bigserial primary key,
      "topic" text not null,
      "key" text not null,
      "payload" bytea not null,
      "headers" jsonb not null default '{}'::jsonb,
      "created_at" timestamptz not null default now()
    );`,
    `create table if not exists ${s}."applied_versions" (
      "stream" text not null,
      "key" text not null,
      "version" bigint not null,
      "applied_at" timestamptz not null default now(),
      primary key ("stream", "key")
    );`,
  ];
}
