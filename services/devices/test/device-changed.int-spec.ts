import { TOPICS } from '@fleetlog/contracts';
import { createLogger } from '@fleetlog/logging';
import { demoRoot, KafkaTestProducer, startPrivateBroker, useBeforeAll, useKafkaCollector } from '@fleetlog/testing';
import type { EntityManager } from '@mikro-orm/postgresql';

import { DEMO_DEVICES } from '../src/seed/demo-devices';
import { republishIfTopicLost, republishInstallationsIfTopicLost } from '../src/seed/republish-devices';
import { as, call, useDevicesHarness } from './support/devices-harness';
import { FLEET_AVAILABLE, runDevicesSeed } from './support/processes';
import { addUnit, createTenant, createVehicle } from './support/tenants';

jest.setTimeout(120_000);

// devices.devices.v1 feeds the gateway's allow-list: every creation and identity change must come out, in order.
describe('DeviceChanged on devices.devices.v1', () => {
  const h = useDevicesHarness(() => ({ withFleet: FLEET_AVAILABLE }));
  const events = useKafkaCollector(TOPICS.devicesDevices, 'devices-changed-test');
  const root = useBeforeAll(() => demoRoot(h));
  const a = useBeforeAll(() => createTenant(h, root.token));
  const b = useBeforeAll(() => createTenant(h, root.token));

  const changesOf = (deviceId: number) =>
    events.received.filter(({ key }) => key === String(deviceId)).map(({ message }) => message);

  it('publishes a creation, a retirement and an un-retirement with growing versions', async () => {
    const device = await addUnit(h, root.token, a.organizationId);
    const created = await events.waitFor(({ key }) => key === String(device.id));
    expect(created).toMatchObject({ deviceId: device.id, imei: device.imei, retired: false, deleted: false });
    expect(created.organizationId).toBe(a.organizationId);

    await call(h.devices.retireDevice({ id: device.id }, as(root.token)));
    const retired = await events.waitFor(({ key, message }) => key === String(device.id) && message.retired);
    expect(retired.version).toBeGreaterThan(created.version);

    await call(h.devices.unretireDevice({ id: device.id }, as(root.token)));
    const back = await events.waitFor(
      ({ key, message }) => key === String(device.id) && !message.retired && message.version > retired.version,
    );
    expect(back.imei).toBe(device.imei);
    // Un-retiring a unit that is not retired changes nothing and publishes nothing.
    await call(h.devices.unretireDevice({ id: device.id }, as(root.token)));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(changesOf(device.id)).toHaveLength(3);
  });

  it('publishes a change of organisation and of device type, not an edit of other fields', async () => {
    const device = await addUnit(h, root.token, a.organizationId);
    await events.waitFor(({ key }) => key === String(device.id));
    await call(h.devices.updateDevice({ deviceId: device.id, physicalLocation: 'hylla 9' }, as(root.token)));
    await call(
      h.devices.changeDeviceOrganization(
        { deviceId: device.id, organizationId: b.organizationId, familyWarningAcknowledged: true },
        as(root.token),
      ),
    );
    const moved = await events.waitFor(
      ({ key, message }) => key === String(device.id) && message.organizationId === b.organizationId,
    );
    await call(h.devices.updateDevice({ deviceId: device.id, deviceType: 'FMC230' }, as(root.token)));
    const retyped = await events.waitFor(
      ({ key, message }) => key === String(device.id) && message.deviceType === 'FMC230',
    );
    expect(retyped.version).toBeGreaterThan(moved.version);
    // Creation, organisation, type: the location edit published nothing.
    expect(changesOf(device.id)).toHaveLength(3);
  });

  (FLEET_AVAILABLE ? it : it.skip)('brings the demo seed devices out on the topic', async () => {
    await runDevicesSeed(h.authGrpcUrl, h.fleetGrpcUrl);
    const imeis = DEMO_DEVICES.map((demo) => demo.imei);
    const stored = (await h.orm.em.fork().execute<Array<{ imei: string }>>('select imei from devices.devices'))
      .map((row) => row.imei)
      .filter((imei) => imeis.includes(imei));
    expect(stored.sort()).toEqual([...imeis].sort());
    // The seed republishes the demo devices it stands for, even when they exist already (a test database kept from
    // an earlier run, whose broker is gone). Whichever devices process holds the outbox lock publishes the rows;
    // under a full test run's load that can take a while. A timeout names what is missing and what the outbox holds.
    const missing = () =>
      DEMO_DEVICES.filter((demo) => !events.received.some(({ message }) => message.imei === demo.imei));
    const deadline = Date.now() + 60_000;
    while (missing().length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    if (missing().length > 0) {
      const [{ pending }] = await h.orm.em
        .fork()
        .execute<Array<{ pending: string }>>('select count(*) as pending from devices.outbox');
      const recorded = await h.orm.em.fork().execute('select topic, cluster_id from devices.state_topics');
      throw new Error(
        `not on the topic: ${missing()
          .map((demo) => demo.imei)
          .join(', ')}; outbox rows pending: ${pending}; messages read: ${events.received.length}; ` +
          `republished to: ${JSON.stringify(recorded)}`,
      );
    }
    for (const demo of DEMO_DEVICES) {
      const seen = events.received.find(({ message }) => message.imei === demo.imei)!.message;
      expect([demo.imei, seen.retired]).toEqual([demo.imei, demo.retired ?? false]);
    }
  });

  async function publishOne(brokers: string, publish: (producer: KafkaTestProducer) => Promise<void>) {
    const producer = new KafkaTestProducer([brokers], 'devices-republish-test');
    try {
      await publish(producer);
    } finally {
      await producer.stop();
    }
  }

  /**
   * Runs `republish` against a fresh broker (what `npm run stop && npm start` gives the demo) inside a transaction
   * rolled back at the end, so other suites' rows are not republished for real. Returns what it answered, how many
   * rows `table` held before and after it, how many rows that existed before have no outbox row for `topic` keyed by
   * their `keyColumn` afterwards, how many outbox rows it added for `key`, and what a second run answered once the
   * topic holds a record (`fill` publishes one), in the same transaction.
   *
   * Read committed, as the seed runs: other suites create and change devices meanwhile, so counts are bounds and
   * the check is per row. (A repeatable-read snapshot failed the republish on a device changed after it, "could not
   * serialize access"; a table lock would risk deadlocks with their installs.)
   */
  async function republishRolledBack(
    republish: (tx: EntityManager, brokers: string[]) => Promise<number>,
    fill: (brokers: string) => Promise<void>,
    rows: { table: string; keyColumn: string },
    topic: string,
    key: string,
  ) {
    const broker = await startPrivateBroker();
    const rolledBack = new Error('rolled back on purpose');
    const counted = { republished: -1, rowsBefore: -1, rowsAfter: -1, missing: -1, keyRows: -1, again: -1 };
    const count = async (tx: EntityManager, sql: string, params: unknown[] = []) =>
      Number((await tx.execute<Array<{ n: string }>>(sql, params))[0].n);
    try {
      await h.orm.em
        .fork()
        .transactional(async (tx) => {
          const [{ last, before }] = await tx.execute<Array<{ last: string | null; before: string | null }>>(
            `select (select max(id) from devices.outbox) as last, (select max(id) from ${rows.table}) as before`,
          );
          counted.rowsBefore = await count(tx, `select count(*) as n from ${rows.table} where id <= ?`, [before ?? 0]);
          counted.republished = await republish(tx, [broker.brokers]);
          counted.rowsAfter = await count(tx, `select count(*) as n from ${rows.table}`);
          counted.missing = await count(
            tx,
            `select count(*) as n from ${rows.table} r
              where r.id <= ? and not exists (
                select 1 from devices.outbox o where o.id > ? and o.topic = ? and o.key = r.${rows.keyColumn}::text)`,
            [before ?? 0, last ?? 0, topic],
          );
          counted.keyRows = await count(
            tx,
            'select count(*) as n from devices.outbox where id > ? and topic = ? and key = ?',
            [last ?? 0, topic, key],
          );
          await fill(broker.brokers);
          counted.again = await republish(tx, [broker.brokers]);
          throw rolledBack;
        })
        .catch((error: unknown) => {
          if (error !== rolledBack) throw error;
        });
      return { ...counted, whileRunning: broker };
    } catch (error) {
      await broker.stop();
      throw error;
    }
  }

  it('republishes every device to a broker cluster it has not republished to (a restarted local broker), and only once', async () => {
    const logger = createLogger({ service: 'devices-test', level: 'fatal' });
    const device = await addUnit(h, root.token, a.organizationId);
    await events.waitFor(({ key }) => key === String(device.id));
    // Once republished to the shared test broker (by a seed, or here), the same cluster gets no second copy.
    const shared = (process.env.KAFKA_BROKERS ?? '').split(',').filter(Boolean);
    await republishIfTopicLost(h.orm.em.fork(), shared, logger);
    expect(await republishIfTopicLost(h.orm.em.fork(), shared, logger)).toBe(0);

    const fresh = await republishRolledBack(
      (tx, brokers) => republishIfTopicLost(tx, brokers, logger),
      (brokers) =>
        publishOne(brokers, (producer) =>
          producer.publish(TOPICS.devicesDevices, String(device.id), {
            deviceId: device.id,
            imei: device.imei,
            deviceType: 'FMB920',
            retired: false,
            organizationId: a.organizationId,
            deleted: false,
            changedTsMs: Date.now(),
            version: 1,
          }),
        ),
      { table: 'devices.devices', keyColumn: 'id' },
      TOPICS.devicesDevices.name,
      String(device.id),
    );
    await fresh.whileRunning.stop();
    expect(fresh.missing).toBe(0);
    expect(fresh.republished).toBeGreaterThanOrEqual(fresh.rowsBefore);
    expect(fresh.republished).toBeLessThanOrEqual(fresh.rowsAfter);
    expect(fresh.keyRows).toBe(1);
    expect(fresh.again).toBe(0);
  });

  /** An installation of the test's own, so the table is not empty whatever else ran before. */
  async function installOne(): Promise<number> {
    const device = await addUnit(h, root.token, a.organizationId);
    const vehicle = await createVehicle(h, a);
    await call(h.devices.installDevice({ deviceId: device.id, vehicleId: vehicle.id }, as(a.admin.token)));
    return device.id;
  }

  (FLEET_AVAILABLE ? it : it.skip)(
    'republishes every installation to a new broker cluster, and only once',
    async () => {
      const logger = createLogger({ service: 'devices-test', level: 'fatal' });
      const deviceId = await installOne();
      const fresh = await republishRolledBack(
        (tx, brokers) => republishInstallationsIfTopicLost(tx, brokers, logger),
        (brokers) =>
          publishOne(brokers, (producer) =>
            producer.publish(TOPICS.devicesInstallations, '1', { changedTsMs: Date.now(), version: 1 }),
          ),
        { table: 'devices.installations', keyColumn: 'device_id' },
        TOPICS.devicesInstallations.name,
        String(deviceId),
      );
      await fresh.whileRunning.stop();
      expect(fresh.rowsBefore).toBeGreaterThan(0);
      expect(fresh.missing).toBe(0);
      expect(fresh.republished).toBeGreaterThanOrEqual(fresh.rowsBefore);
      expect(fresh.republished).toBeLessThanOrEqual(fresh.rowsAfter);
      expect(fresh.keyRows).toBe(1);
      // The cluster is recorded and the topic holds a record: no second copy.
      expect(fresh.again).toBe(0);
    },
  );

  (FLEET_AVAILABLE ? it : it.skip)('republishes to the same cluster when a topic holds nothing', async () => {
    const logger = createLogger({ service: 'devices-test', level: 'fatal' });
    await installOne();
    const broker = await startPrivateBroker();
    try {
      const rolledBack = new Error('rolled back on purpose');
      const answers: number[] = [];
      await h.orm.em
        .fork()
        .transactional(async (tx) => {
          answers.push(await republishInstallationsIfTopicLost(tx, [broker.brokers], logger));
          answers.push(await republishInstallationsIfTopicLost(tx, [broker.brokers], logger));
          throw rolledBack;
        })
        .catch((error: unknown) => {
          if (error !== rolledBack) throw error;
        });
      // Nothing published in between (the rows are not committed): the empty topic is republished again, with what
      // other suites installed meanwhile.
      expect(answers[0]).toBeGreaterThan(0);
      expect(answers[1]).toBeGreaterThanOrEqual(answers[0]);
    } finally {
      await broker.stop();
    }
  });
});
