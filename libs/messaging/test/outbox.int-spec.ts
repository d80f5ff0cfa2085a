import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';

import { authEventsV1, TOPICS, type TopicDefinition } from '@fleetlog/contracts';
import { createOrmConfig } from '@fleetlog/database';
import { createLogger } from '@fleetlog/logging';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';

import {
  addToOutbox,
  claimVersion,
  KafkaMessaging,
  type OrderedSender,
  type OutboxRecord,
  OutboxRelay,
  outboxDdl,
  raiseVersion,
} from '../src';
import { Counter } from './fixtures/counter.entity';

type UserChanged = authEventsV1.UserChanged;

const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').filter(Boolean);
const logger = createLogger({ service: 'outbox-int-spec', level: (process.env.SPEC_LOG ?? 'silent') as 'silent' });

function messaging(list = brokers): KafkaMessaging {
  return new KafkaMessaging({
    clientId: `outbox-spec-${randomUUID().slice(0, 8)}`,
    brokers: list,
    logger,
    retry: { retries: 1, initialRetryTime: 50, maxRetryTime: 200 },
  });
}

function event(userId: number, version: number): UserChanged {
  return authEventsV1.UserChanged.fromPartial({ user: { userId }, deleted: false, version });
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A port nobody listens on: a broker that is down. */
async function deadBroker(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `127.0.0.1:${port}`;
}

describe('transactional outbox', () => {
  const schema = `outbox_spec_${process.pid}_${Date.now()}`;
  let orm: MikroORM;
  const clients: KafkaMessaging[] = [];
  const relays: OutboxRelay[] = [];

  function relay(sender: OrderedSender): OutboxRelay {
    const created = new OutboxRelay({ orm, sender, logger, pollIntervalMs: 200, retryBaseDelayMs: 50 });
    relays.push(created);
    created.start();
    return created;
  }

  function client(list = brokers): KafkaMessaging {
    const created = messaging(list);
    clients.push(created);
    return created;
  }

  /** Everything on a fresh topic, as (key, version) in arrival order. */
  async function collect(topic: TopicDefinition<UserChanged>): Promise<Array<{ key: string; version: number }>> {
    const received: Array<{ key: string; version: number }> = [];
    await client().subscribe({
      groupId: `outbox-spec-${randomUUID()}`,
      topic,
      handler: async (message, meta) => {
        received.push({ key: meta.key, version: Number(message.version) });
      },
    });
    return received;
  }

  async function pendingRows(): Promise<number> {
    const rows = await orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from "${schema}".outbox`);
    return Number(rows[0].n);
  }

  /** One committed change of a counter per call: version raised in SQL, event in the outbox, one transaction. */
  async function change(topic: TopicDefinition<UserChanged>, counter: Counter): Promise<number> {
    return orm.em.fork().transactional(async (em) => {
      const row = await em.findOneOrFail(Counter, counter.id);
      const version = await raiseVersion(em, row);
      await addToOutbox(em, topic, String(row.id), event(row.id, version));
      return version;
    });
  }

  async function counters(count: number): Promise<Counter[]> {
    const em = orm.em.fork();
    const created = Array.from({ length: count }, (_, index) => em.create(Counter, { name: `c${index}`, version: 1 }));
    await em.flush();
    return created;
  }

  const freshTopic = (): TopicDefinition<UserChanged> => ({ ...TOPICS.authUsers, name: `test.outbox.${randomUUID()}` });

  beforeAll(async () => {
    expect(brokers.length).toBeGreaterThan(0);
    const options = createOrmConfig({
      schema,
      entities: [Counter],
      migrationsPath: __dirname,
      databaseUrl: process.env.DATABASE_URL ?? '',
    });
    orm = await MikroORM.init(options);
    const connection = orm.em.getConnection();
    await connection.execute(`create schema "${schema}"`);
    for (const ddl of outboxDdl(schema)) await connection.execute(ddl);
    await connection.execute(
      `create table "${schema}".counter (id serial primary key, name text not null, version bigint not null default 1)`,
    );
  });

  afterEach(async () => {
    await Promise.all(relays.splice(0).map((each) => each.stop()));
    await Promise.all(clients.splice(0).map((each) => each.disconnect()));
    await orm.em.getConnection().execute(`delete from "${schema}".outbox`);
  });

  afterAll(async () => {
    await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade`);
    await orm.close(true);
  });

  it('publishes a committed event with its version and never one whose transaction rolled back', async () => {
    const topic = freshTopic();
    const [kept, rolledBack] = await counters(2);
    relay(client());
    const received = await collect(topic);

    await expect(
      orm.em.fork().transactional(async (em) => {
        const row = await em.findOneOrFail(Counter, rolledBack.id);
        await addToOutbox(em, topic, String(row.id), event(row.id, await raiseVersion(em, row)));
        throw new Error('validation failed after the event was recorded');
      }),
    ).rejects.toThrow('validation failed');
    expect(await change(topic, kept)).toBe(2);

    await until(() => received.length > 0);
    await until(async () => (await pendingRows()) === 0);
    // A later event of the rolled-back key would have arrived after the kept one: give it the same chance.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([{ key: String(kept.id), version: 2 }]);
    expect((await orm.em.fork().findOneOrFail(Counter, rolledBack.id)).version).toBe(1);
  });

  it('refuses to record an event outside a transaction', async () => {
    await expect(addToOutbox(orm.em.fork(), freshTopic(), '1', event(1, 1))).rejects.toThrow(/inside the transaction/);
  });

  it('keeps events through a broker outage and publishes them all, in order per key, after recovery', async () => {
    const topic = freshTopic();
    const [a, b] = await counters(2);
    const down = relay(client([await deadBroker()]));
    for (const counter of [a, b, a, a, b]) await change(topic, counter);

    // The relay keeps failing against the dead broker; nothing leaves the outbox.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await pendingRows()).toBe(5);
    await down.stop();

    const received = await collect(topic);
    relay(client());
    await until(() => received.length >= 5);
    await until(async () => (await pendingRows()) === 0);
    const versionsOf = (key: number) => received.filter((item) => item.key === String(key)).map((item) => item.version);
    expect(versionsOf(a.id)).toEqual([2, 3, 4]);
    expect(versionsOf(b.id)).toEqual([2, 3]);
  });

  it('loses nothing when the publishing process dies between commit and publish; one relay publishes at a time', async () => {
    const topic = freshTopic();
    const [a] = await counters(1);
    // The first relay takes the lock and hangs in the send, as a process does that is killed before the ack.
    const hung: OutboxRecord[][] = [];
    let release: (() => void) | undefined;
    const frozen: OrderedSender = {
      sendOrdered: (records) => {
        hung.push([...records]);
        return new Promise<void>((_resolve, reject) => (release = () => reject(new Error('process killed'))));
      },
    };
    relay(frozen);
    for (let index = 0; index < 3; index += 1) await change(topic, a);
    await until(() => hung.length > 0);

    // A second replica cannot publish while the first holds the schema's lock.
    const received = await collect(topic);
    relay(client());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received).toEqual([]);
    expect(await pendingRows()).toBe(3);

    // The first process dies: its database session ends (and with it the lock); the second takes over.
    await orm.em
      .getConnection()
      .execute(
        `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = (hashtext(?)::bigint & x'ffffffff'::bigint)`,
        [`fleetlog:outbox:${schema}`],
      );
    await until(() => received.length >= 3);
    expect(received.map((item) => item.version)).toEqual([2, 3, 4]);
    await until(async () => (await pendingRows()) === 0);
    release?.();
  });

  it('orders two concurrent changes of one key by commit: the second waits for the first row lock', async () => {
    const topic = freshTopic();
    const [a] = await counters(1);
    let firstRaised: () => void = () => undefined;
    const raised = new Promise<void>((resolve) => (firstRaised = resolve));
    const first = orm.em.fork().transactional(async (em) => {
      const row = await em.findOneOrFail(Counter, a.id);
      const version = await raiseVersion(em, row);
      firstRaised();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await addToOutbox(em, topic, String(row.id), event(row.id, version));
    });
    await raised;
    await Promise.all([first, change(topic, a)]);
    const rows = await orm.em
      .getConnection()
      .execute<{ payload: Buffer }[]>(`select payload from "${schema}".outbox order by id`);
    expect(rows.map((row) => Number(authEventsV1.UserChanged.decode(row.payload).version))).toEqual([2, 3]);
  });

  it('guards a read model against a replay of older state', async () => {
    const stream = `test.${randomUUID()}`;
    const claim = (version: number) => orm.em.fork().transactional((em) => claimVersion(em, stream, '7', version));
    expect(await claim(3)).toBe(true);
    expect(await claim(2)).toBe(false);
    expect(await claim(3)).toBe(false);
    expect(await claim(4)).toBe(true);
  });

  it('runs each consumed message in its own MikroORM request context', async () => {
    const topic = freshTopic();
    const sender = client();
    for (const id of [1, 2]) await sender.publish(topic, String(id), event(id, 1));
    const contexts: Array<number | undefined> = [];
    await client().subscribe({
      groupId: `outbox-spec-${randomUUID()}`,
      topic,
      em: orm.em,
      handler: async () => {
        contexts.push(RequestContext.getEntityManager()?.id);
      },
    });
    await until(() => contexts.length >= 2);
    expect(contexts.every((id) => id !== undefined && id !== orm.em.id)).toBe(true);
    expect(new Set(contexts).size).toBe(2);
  });
});
