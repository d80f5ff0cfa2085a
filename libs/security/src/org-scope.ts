/** The organisations a caller may act in; repositories take it as an argument so a query cannot forget it. */
export type OrgScope = { kind: 'all' } | { kind: 'orgs'; organizationIds: readonly number[] };

export function scopeIncludes(scope: OrgScope, organizationId: number): boolean {
  return scope.kind === 'all' || scope.organizationIds.includes(organizationId);
}
