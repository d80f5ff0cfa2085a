import { createOrmConfig } from './orm-config';

describe(createOrmConfig.name, () => {
  const input = { schema: 'auth', entities: [], migrationsPath: '/tmp/migrations', databaseUrl: 'postgres://x@h/db' };

  it('puts the migrations table inside the service schema', () => {
    const options = createOrmConfig(input);
    expect(options.schema).toBe('auth');
    expect(options.migrations).toMatchObject({ tableName: 'auth.mikro_orm_migrations', path: '/tmp/migrations' });
  });

  it('rejects a schema name that is not a plain identifier', () => {
    expect(() => createOrmConfig({ ...input, schema: 'auth; drop table x' })).toThrow(/invalid schema name/);
  });
});
