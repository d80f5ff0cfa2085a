import { join } from 'node:path';

import { MikroORM } from '@mikro-orm/postgresql';

import { createOrmConfig, hasExtension, runMigrations } from '../src';
import { Thing } from './fixtures/thing.entity';

describe(runMigrations.name, () => {
  // A schema per run so parallel runs and leftovers never collide.
  const schema = `libdb_test_${process.pid}_${Date.now()}`;
  const options = createOrmConfig({
    schema,
    entities: [Thing],
    migrationsPath: join(__dirname, 'fixtures', 'migrations'),
    databaseUrl: process.env.DATABASE_URL ?? '',
  });
  let orm: MikroORM | undefined;

  afterAll(async () => {
    await orm?.em.getConnection().execute(`drop schema if exists "${schema}" cascade`);
    await orm?.close(true);
  });

  it('creates the schema, applies pending migrations once and keeps its table inside the schema', async () => {
    expect(await runMigrations(options)).toEqual({ applied: ['Migration20250101000000_thing'] });
    expect(await runMigrations(options)).toEqual({ applied: [] });

    orm = await MikroORM.init(options);
    const tables = await orm.em
      .getConnection()
      .execute<{ table_name: string }[]>(
        'select table_name from information_schema.tables where table_schema = ? order by table_name',
        [schema],
      );
    expect(tables.map((row) => row.table_name)).toEqual(['mikro_orm_migrations', 'thing']);
  });

  it('maps entities to the service schema', async () => {
    orm ??= await MikroORM.init(options);
    const em = orm.em.fork();
    em.persist(em.create(Thing, { name: 'first' }));
    await em.flush();
    const rows = await em.getConnection().execute<{ name: string }[]>(`select name from "${schema}"."thing"`);
    expect(rows).toEqual([{ name: 'first' }]);
    expect(await orm.em.fork().count(Thing)).toBe(1);
  });

  it('detects installed extensions', async () => {
    orm ??= await MikroORM.init(options);
    expect(await hasExtension(orm.em, 'postgis')).toBe(true);
    expect(await hasExtension(orm.em.getConnection(), 'timescaledb')).toBe(false);
  });
});
