/**
 * The inputs of the BFF's OpenAPI document that name an object by its id, per operation: every path parameter, and
 * the query parameters and body fields whose names say they carry ids (`userId`, `vehicleIds`, `journal_ids`,
 * `permittedDrivers`, `parentOrganization`, `imei` …; in a body only integer ones, so `permitAnyDriver` is not one).
 * The id probe (id-confusion.int-spec.ts) fails on any of them it does not probe, so a new route or field with an id
 * cannot escape it.
 */
interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: Schema & { enum?: unknown[] } }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Names of ids: `id`, `ids`, `…Id`, `…Ids`, `…_id`, `…_ids`, people and vehicles in lists, the parent organisation. */
const ID_NAME = /(^|_)ids?$|Ids?$|Drivers?$|Vehicles?$|^vehicle$|^parentOrganization$|^imei$/;

/**
 * Parameters that name no object: a choice among fixed values (a report's type and format, `allVehicles=true`: an
 * enum), a signed token that is its own credential (a mailed report's link), and `zoneId`, which spec 02 §3 uses for
 * a time zone (Europe/Stockholm).
 */
const NOT_AN_ID = (parameter: { name: string; schema?: { enum?: unknown[] } }): boolean =>
  parameter.schema?.enum !== undefined || parameter.name === 'token' || parameter.name === 'zoneId';

/** `"<METHOD> <path>"` → its id inputs as `path:<name>`, `query:<name>` or `body:<dotted.name>`. */
export function idInputs(document: OpenApiDocument): Map<string, string[]> {
  const schemas = document.components?.schemas ?? {};
  const resolve = (schema: Schema | undefined, seen: Set<string>): Schema | undefined => {
    if (!schema?.$ref) return schema;
    const name = schema.$ref.split('/').pop()!;
    if (seen.has(name)) return undefined;
    seen.add(name);
    return resolve(schemas[name], seen);
  };
  const isIdValue = (schema: Schema | undefined, name: string, seen: Set<string>): boolean => {
    const resolved = resolve(schema, new Set(seen));
    if (!resolved) return false;
    const variants = resolved.anyOf ?? resolved.oneOf;
    if (variants) return variants.some((variant) => isIdValue(variant, name, seen));
    const types = [resolved.type ?? []].flat();
    if (types.includes('array')) return isIdValue(resolved.items, name, seen);
    return types.includes('integer') || (name === 'imei' && types.includes('string'));
  };
  const bodyIds = (schema: Schema | undefined, prefix: string, seen: Set<string>): string[] => {
    const resolved = resolve(schema, seen);
    if (!resolved) return [];
    const nested = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])];
    const found = nested.flatMap((variant) => bodyIds(variant, prefix, new Set(seen)));
    if (resolved.items) found.push(...bodyIds(resolved.items, prefix, new Set(seen)));
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      const path = prefix === '' ? name : `${prefix}.${name}`;
      if (ID_NAME.test(name) && isIdValue(property, name, new Set(seen))) found.push(path);
      found.push(...bodyIds(property, path, new Set(seen)));
    }
    return found;
  };

  const result = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const inputs = [
        ...(operation.parameters ?? [])
          .filter((parameter) =>
            parameter.in === 'path'
              ? !NOT_AN_ID(parameter)
              : parameter.in === 'query' && ID_NAME.test(parameter.name) && !NOT_AN_ID(parameter),
          )
          .map((parameter) => `${parameter.in}:${parameter.name}`),
        ...bodyIds(operation.requestBody?.content?.['application/json']?.schema, '', new Set()).map(
          (name) => `body:${name}`,
        ),
      ];
      if (inputs.length > 0) result.set(`${method.toUpperCase()} ${path}`, [...new Set(inputs)]);
    }
  }
  return result;
}
