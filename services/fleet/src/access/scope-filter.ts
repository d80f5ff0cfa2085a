import type { OrgScope } from '@fleetlog/security';

/** Work that spans every organisation by nature (the Kafka consumers, which act for no caller) says so with this. */
export const PLATFORM_WIDE: OrgScope = { kind: 'all' };

/**
 * The MikroORM filter that keeps a query inside an organisation scope, on the given organisation-id property.
 * Combine it with `$and`, never by spreading: a spread silently replaces a condition on the same property.
 */
export function scopeFilter<K extends string>(scope: OrgScope, property: K): Partial<Record<K, { $in: number[] }>> {
  if (scope.kind === 'all') return {};
  return { [property]: { $in: [...scope.organizationIds] } } as Partial<Record<K, { $in: number[] }>>;
}
