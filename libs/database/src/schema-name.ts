// Schema names end up inside SQL text (CREATE SCHEMA, search_path), so only plain identifiers are accepted.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertSchemaName(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(`invalid schema name "${schema}": use lower-case letters, digits and _`);
  }
  return schema;
}

export function quoteIdentifier(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
