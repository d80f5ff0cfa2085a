export { BaseRepository } from './base-repository';
export { hasExtension } from './has-extension';
export { createOrmConfig, type OrmConfigInput } from './orm-config';
export { type MigrationResult, runMigrations } from './run-migrations';
export { assertSchemaName } from './schema-name';
export { ArchivableEntity, bigintNumber, IdentityEntity, StateEntity } from './state-entity';
export { RequestContextInterceptor } from './request-context.interceptor';
export { probe } from './health/probe';
export { PlainSql, type PlainSqlOptions, positional } from './plain-sql';
