import type { authEventsV1, authV1 } from '@fleetlog/contracts';
import { isRole, type Role } from '@fleetlog/security';

import { type SnapshotResult, VersionedStore } from './versioned-store';
import { childrenIndex, descendantsOf } from './org-tree';

/** One organisation as the read model keeps it (spec 01 §3.3): the tree, the name and the feature switches. */
export interface OrganizationRecord {
  readonly id: number;
  /** null at the top of the tree (the proto says 0). */
  readonly parentId: number | null;
  readonly fullName: string;
  /** Module flags by menu key. */
  readonly modules: Readonly<Record<string, boolean>>;
  /** On/off switches such as NO_MAP_VIEW. */
  readonly settings: Readonly<Record<string, boolean>>;
  /** The payroll integration (Kontek) is active: attesting needs every business trip's purpose (spec 02 §5). */
  readonly kontekActive: boolean;
  readonly version: number;
}

/** One user as the read model keeps it: what caller resolution and driver names need, nothing personal beyond. */
export interface UserRecord {
  readonly id: number;
  readonly organizationId: number;
  /** Known roles only; an unknown role string from a newer auth grants nothing. */
  readonly roles: readonly Role[];
  readonly archived: boolean;
  readonly displayName: string;
  /** The driver key trackers report (16 lower-case hex digits), null when the user has none. */
  readonly ibuttonId: string | null;
  readonly version: number;
  /** When auth made the change this state comes from (epoch ms; 0 when it came from a snapshot). */
  readonly changedAtMs: number;
}

type OrganizationFields = Pick<authV1.Organization, 'organizationId' | 'parentOrganization' | 'fullName'> & {
  modules?: Record<string, { active: boolean } | undefined>;
  settings?: Record<string, boolean>;
  kontekActive?: boolean;
};

export function organizationRecord(org: OrganizationFields, version: number): OrganizationRecord {
  const modules: Record<string, boolean> = {};
  for (const [key, flag] of Object.entries(org.modules ?? {})) modules[key] = flag?.active === true;
  return {
    id: org.organizationId,
    parentId: org.parentOrganization > 0 ? org.parentOrganization : null,
    fullName: org.fullName,
    modules,
    settings: { ...(org.settings ?? {}) },
    kontekActive: org.kontekActive ?? false,
    version,
  };
}

type UserFields = Pick<authV1.User, 'userId' | 'organizationId' | 'roles' | 'isArchived' | 'displayName'> & {
  ibuttonId?: string;
};

/**
 * An iButton id in the one spelling auth stores and the gateway writes: lower-case hex, left-padded to 16 digits (a
 * tracker reporting the key in fewer bytes still names the same key); null for none.
 */
export function normalizeIbuttonId(value: string | null | undefined): string | null {
  const digits = (value ?? '').trim().toLowerCase();
  return digits === '' ? null : digits.padStart(16, '0');
}

export function userRecord(user: UserFields, version: number, changedAtMs = 0): UserRecord {
  return {
    id: user.userId,
    organizationId: user.organizationId,
    roles: (user.roles ?? []).filter(isRole),
    archived: user.isArchived,
    displayName: user.displayName,
    ibuttonId: normalizeIbuttonId(user.ibuttonId),
    version,
    changedAtMs,
  };
}

/** The organisation tree, kept from auth.organizations.v1 and auth's snapshots. */
export class OrganizationReadModel {
  private readonly store = new VersionedStore<OrganizationRecord>();
  private childrenIndex: Map<number, number[]> | undefined;
  private byIdIndex: ReadonlyMap<number, OrganizationRecord> | undefined;

  get(id: number): OrganizationRecord | undefined {
    return this.store.get(id);
  }

  /** Known as deleted (not merely unknown: an organisation created a moment ago may still be on its way). */
  isDeleted(id: number): boolean {
    return this.store.isDeleted(id);
  }

  all(): OrganizationRecord[] {
    return [...this.store.values()];
  }

  /** Every organisation by id; one shared map until the next change (what a superadmin's caller carries). */
  byId(): ReadonlyMap<number, OrganizationRecord> {
    this.byIdIndex ??= new Map([...this.store.values()].map((org) => [org.id, org]));
    return this.byIdIndex;
  }

  get size(): number {
    return this.store.size;
  }

  apply(event: authEventsV1.OrganizationChanged): boolean {
    const org = event.organization;
    if (org === undefined || org.organizationId <= 0) return false;
    const value = event.deleted ? undefined : organizationRecord(org, event.version);
    return this.changed(this.store.applyEvent(org.organizationId, event.version, value));
  }

  mark(): number {
    return this.store.mark();
  }

  applySnapshot(rows: readonly authV1.DirectoryOrganization[], mark: number): SnapshotResult {
    const records = rows.map((row) => ({
      key: row.organizationId,
      version: row.version,
      value: organizationRecord(row, row.version),
    }));
    const result = this.store.applySnapshot(records, mark);
    this.changed(result.applied + result.removed > 0);
    return result;
  }

  /** The organisation and all its descendants (breadth first, cycle-safe); empty when it is unknown. */
  subtree(rootId: number): number[] {
    if (this.store.get(rootId) === undefined) return [];
    return descendantsOf(rootId, this.children());
  }

  /**
   * The top of the tree the organisation belongs to (itself when it has no parent); undefined when it is unknown. A
   * parent missing from the model, or a cycle in the data, ends the climb at the last organisation known.
   */
  treeRootOf(id: number): number | undefined {
    let current = this.store.get(id);
    if (current === undefined) return undefined;
    const seen = new Set([current.id]);
    while (current.parentId !== null && !seen.has(current.parentId)) {
      const parent = this.store.get(current.parentId);
      if (parent === undefined) break;
      seen.add(parent.id);
      current = parent;
    }
    return current.id;
  }

  private children(): Map<number, number[]> {
    if (this.childrenIndex === undefined) {
      this.childrenIndex = childrenIndex(this.store.values());
    }
    return this.childrenIndex;
  }

  private changed(changed: boolean): boolean {
    if (changed) {
      this.childrenIndex = undefined;
      this.byIdIndex = undefined;
    }
    return changed;
  }
}

/** Users' current roles and state, kept from auth.users.v1 and auth's snapshots. */
export class UserReadModel {
  private readonly store = new VersionedStore<UserRecord>();
  private byOrganizationIndex: Map<number, UserRecord[]> | undefined;
  /** iButton id → its user, or null when (for a moment, while changes arrive) two users claim it. */
  private byIbuttonIndex: Map<string, UserRecord | null> | undefined;

  get(id: number): UserRecord | undefined {
    return this.store.get(id);
  }

  get size(): number {
    return this.store.size;
  }

  /** Known as deleted (not merely unknown: a user created a moment ago may still be on its way). */
  isDeleted(id: number): boolean {
    return this.store.isDeleted(id);
  }

  /** The users of one organisation, archived ones included. */
  ofOrganization(organizationId: number): readonly UserRecord[] {
    if (this.byOrganizationIndex === undefined) {
      const index = new Map<number, UserRecord[]>();
      for (const user of this.store.values()) {
        const list = index.get(user.organizationId) ?? [];
        list.push(user);
        index.set(user.organizationId, list);
      }
      this.byOrganizationIndex = index;
    }
    return this.byOrganizationIndex.get(organizationId) ?? [];
  }

  /**
   * The user holding an iButton id (archived ones included; any spelling `normalizeIbuttonId` accepts). Undefined
   * for an unknown id, and while two users claim it (auth keeps ids unique; a key moved from one user to another
   * may arrive as two events, in either order).
   */
  byIbuttonId(ibuttonId: string): UserRecord | undefined {
    const key = normalizeIbuttonId(ibuttonId);
    if (key === null) return undefined;
    if (this.byIbuttonIndex === undefined) {
      const index = new Map<string, UserRecord | null>();
      for (const user of this.store.values()) {
        if (user.ibuttonId !== null) index.set(user.ibuttonId, index.has(user.ibuttonId) ? null : user);
      }
      this.byIbuttonIndex = index;
    }
    return this.byIbuttonIndex.get(key) ?? undefined;
  }

  apply(event: authEventsV1.UserChanged): boolean {
    const user = event.user;
    if (user === undefined || user.userId <= 0) return false;
    const value = event.deleted ? undefined : userRecord(user, event.version, event.changedTsMs);
    const changed = this.store.applyEvent(user.userId, event.version, value);
    if (changed) this.dropIndexes();
    return changed;
  }

  mark(): number {
    return this.store.mark();
  }

  applySnapshot(rows: readonly authV1.DirectoryUser[], mark: number): SnapshotResult {
    const records = rows.map((row) => ({ key: row.userId, version: row.version, value: userRecord(row, row.version) }));
    const result = this.store.applySnapshot(records, mark);
    this.dropIndexes();
    return result;
  }

  private dropIndexes(): void {
    this.byOrganizationIndex = undefined;
    this.byIbuttonIndex = undefined;
  }
}
