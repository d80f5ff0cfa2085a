import { MikroORM } from '@mikro-orm/postgresql';
import { runMigrations } from '@fleetlog/database';
import { kitOrmOptions } from '@fleetlog/kit';
import { eventually, testEnv } from '@fleetlog/testing';

import { authService } from '../src/service';
import { OrganizationEntity } from '../src/organizations/organization.entity';
import { PasswordHasher } from '../src/session/password-hasher';
import { DEMO_PASSWORD } from '../src/seed/demo-data';
import { seedDemo } from '../src/seed/seed-demo';
import { UserEntity } from '../src/users/user.entity';

describe(seedDemo.name, () => {
  let orm: MikroORM;

  beforeAll(async () => {
    const options = kitOrmOptions(authService, testEnv().DATABASE_URL);
    await runMigrations(options);
    orm = await MikroORM.init(options);
  });

  afterAll(async () => {
    await orm?.close(true);
  });

  it('seeds the demo tree and users, and a second run changes nothing', async () => {
    const first = await seedDemo(orm.em);
    const second = await seedDemo(orm.em);
    expect(second.changedOrganizations).toEqual([]);
    expect(second.changedUsers).toEqual([]);
    expect(second.organizationIds).toEqual(first.organizationIds);
    expect(second.userIds).toEqual(first.userIds);

    const em = orm.em.fork();
    const syd = await em.findOneOrFail(OrganizationEntity, { fullName: 'Demo Åkeri Syd AB' });
    expect(syd.parentOrganizationId).toBe(first.organizationIds.akeri);
    const nordbygg = await em.findOneOrFail(OrganizationEntity, { fullName: 'Nordbygg AB' });
    expect(nordbygg.settings.NO_MAP_VIEW).toBe(true);
    expect(nordbygg.modules.ecoScore).toEqual({ active: false });
    expect(nordbygg.modules.journey).toEqual({ active: true });

    const root = await em.findOneOrFail(UserEntity, { email: 'root@fleetlog.se' });
    expect(root.roles).toEqual(['ROOT']);
    expect(root.organizationId).toBe(first.organizationIds.fleetlog);
    expect(await new PasswordHasher().verify(root.passwordHash, DEMO_PASSWORD)).toBe(true);
    const cecilia = await em.findOneOrFail(UserEntity, { email: 'cecilia@demo-syd.se' });
    expect(cecilia).toMatchObject({ roles: ['DRIVER'], organizationId: first.organizationIds.syd });
  });

  it('waits for an organisation insert in flight, so a fixed id can never collide with a sequence id', async () => {
    await seedDemo(orm.em);
    const other = orm.em.fork();
    await other.begin();
    await other.execute("insert into auth.organizations (full_name) values ('Seed race spec') returning id");
    const seeding = seedDemo(orm.em);
    try {
      // The other transaction holds its insert open: the seed waits for its lock on the table meanwhile.
      const waiting = () =>
        orm.em
          .fork()
          .execute<{ count: string }[]>(
            "select count(*) from pg_locks where not granted and relation = 'auth.organizations'::regclass",
          );
      await eventually(async () => expect(Number((await waiting())[0]?.count)).toBeGreaterThan(0), 10_000);
    } finally {
      await other.rollback();
      await seeding;
    }
  }, 30_000);
});
