/**
 * A PostgreSQL array literal for one `?::text[]` / `?::bigint[]` parameter of raw SQL (`em.execute`, knex): knex
 * would expand a JavaScript array into a list of parameters, so arrays go as one literal, every element quoted.
 */
export function arrayLiteral(values: ReadonlyArray<string | number>): string {
  return `{${values.map((value) => `"${String(value).replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
