import { useMemo } from 'react';

import type { User } from '../../../api/types';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useSessionStore } from '../../../app/session/store/session-store';
import { usersApi } from '../api/users-api';

// Active and archived users of the selected organisation; the tabs need both, so archived ones are always asked for.
export function useUsers() {
  const organizationId = useSessionStore((s) => s.selectedOrganizationId);
  const query = useApiQuery(`users.${organizationId}`, () => usersApi.list(true));
  const split = useMemo(() => {
    const all = (query.data ?? []).map((u) => ({ ...u, id: u.id ?? u.userId }));
    return { active: all.filter((u) => !u.isArchived), archived: all.filter((u) => u.isArchived) };
  }, [query.data]);
  return { ...query, ...split };
}

export type UserRow = User & { id: number };
