// Change organisation (spec 03 §4): a move outside the device organisation's family tree — no shared ancestor and
// neither an ancestor of the other — needs the warning acknowledged. The server decides (MISSING_CLEARANCE,
// reason FAMILY_TREE); the dialog computes the same rule so the warning shows before the first attempt.
import type { OrganizationSimple } from '../../../api/types';

type OrgNode = Pick<OrganizationSimple, 'organizationId' | 'parentOrganization'>;

// The organisation and its ancestors, nearest first; stops at unknown parents and cycles.
export function ancestry(orgs: readonly OrgNode[], id: number): number[] {
  const parentOf = new Map(orgs.map((o) => [o.organizationId, o.parentOrganization]));
  const chain: number[] = [];
  let current: number | undefined = id;
  while (current && !chain.includes(current)) {
    chain.push(current);
    current = parentOf.get(current);
  }
  return chain;
}

export function sameFamilyTree(orgs: readonly OrgNode[], a: number, b: number): boolean {
  const rootsA = ancestry(orgs, a);
  return ancestry(orgs, b).some((id) => rootsA.includes(id));
}

// No current organisation (stock device) means no family to leave.
export function needsFamilyWarning(orgs: readonly OrgNode[], from: number | undefined, to: number): boolean {
  if (!from) return false;
  return !sameFamilyTree(orgs, from, to);
}
