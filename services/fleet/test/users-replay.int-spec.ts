import { authEventsV1, TOPICS } from '@fleetlog/contracts';
import { testEnv, useBeforeAll, useKafkaTestProducer } from '@fleetlog/testing';
import { Client } from 'pg';

import { eventually } from './support/eventually';
import { as, call, useFleet } from './support/fleet-harness';
import { createTenant, vehicleRequest } from './support/tenants';

const KAFKA_WAIT_MS = 60_000;

// auth.users.v1 is read from the beginning by every new consumer group, so fleet sees old states of a user again.
describe('fleet ignores a replay of an older state of a user (auth.users.v1 versions)', () => {
  const { auth, fleet, root } = useFleet();
  const producer = useKafkaTestProducer('fleet-replay-test');
  const database = useBeforeAll(
    async () => {
      const client = new Client({ connectionString: testEnv().DATABASE_URL });
      await client.connect();
      return client;
    },
    { close: (client) => client.end() },
  );
  const a = useBeforeAll(() => createTenant(auth, root));

  async function authVersion(userId: number): Promise<number> {
    const { rows } = await database.query<{ version: string }>('select version from auth.users where id = $1', [
      userId,
    ]);
    return Number(rows[0].version);
  }

  async function appliedVersion(userId: number): Promise<number | undefined> {
    const { rows } = await database.query<{ version: string }>(
      `select version from fleet.applied_versions where stream = 'auth.users.v1' and key = $1`,
      [String(userId)],
    );
    return rows[0] === undefined ? undefined : Number(rows[0].version);
  }

  it('keeps the links when a replayed older state says the user was deleted', async () => {
    const created = await call(
      fleet.vehicles.createVehicle(
        vehicleRequest({ permittedDrivers: [a.driver.userId], defaultDriver: a.driver.userId }),
        as(a.admin.token),
      ),
    );
    const userId = a.driver.userId;
    /** A real change in auth (a new version); resolves once fleet has applied that version. */
    const changeInAuth = async (phone: string) => {
      await call(auth.users.updateUser({ userId, phone }, as(a.admin.token)));
      const version = await authVersion(userId);
      await eventually(async () => expect(await appliedVersion(userId)).toBe(version), KAFKA_WAIT_MS);
    };
    await changeInAuth('+46 70 000 00 01');

    // An older state of the user (version 1, before every real change) saying it was deleted, as a replay of the
    // topic from the beginning delivers it. The next real change travels behind it on the same partition.
    const driver = await call(auth.users.getUser({ id: userId }, as(a.admin.token)));
    await producer.publish(
      TOPICS.authUsers,
      String(userId),
      authEventsV1.UserChanged.fromPartial({ user: driver, deleted: true, changedTsMs: Date.now(), version: 1 }),
    );
    await changeInAuth('+46 70 000 00 02');

    const after = await call(fleet.vehicles.getVehicle({ id: created.id }, as(a.admin.token)));
    expect(after.defaultDriver?.id).toBe(userId);
    expect(after.permittedDrivers.map((each) => each.id)).toEqual([userId]);
  }, 120_000);
});
