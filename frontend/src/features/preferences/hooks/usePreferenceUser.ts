import { useMemo, useState } from 'react';

import { isAdminRole } from '../../../app/navigation/menu/menu-visibility';
import { useSessionStore } from '../../../app/session/store/session-store';
import { useApiQuery } from '../../../lib/useApiQuery';
import { usersApi } from '../../users/api/users-api';

export interface UserOption {
  userId: number;
  name: string;
}

export interface PreferenceUser {
  /** The user whose schedule or purposes the page shows; the viewer until an administrator chooses another. */
  userId: number | null;
  isSelf: boolean;
  choose(userId: number): void;
  /** Administrators choose among the users of the selected organisation; drivers have no choice (spec 03 §6). */
  options: UserOption[] | null;
}

export function usePreferenceUser(): PreferenceUser {
  const me = useSessionStore((s) => s.user);
  const organizationId = useSessionStore((s) => s.selectedOrganizationId);
  const admin = isAdminRole(me?.roles ?? []);
  const [chosen, setChosen] = useState<number | null>(null);
  // The list the users screen reads (GET /api/user/simple), archived users left out.
  const users = useApiQuery(`preference-users.${organizationId}`, () => usersApi.listSimple(), admin);

  const options = useMemo(() => {
    if (!admin || !me) return null;
    const listed = (users.data ?? [])
      .filter((u) => !u.isArchived)
      .map((u) => ({ userId: u.userId, name: u.displayName }));
    // A superadmin's own user may belong to another organisation than the selected one.
    const all = listed.some((u) => u.userId === me.userId)
      ? listed
      : [{ userId: me.userId, name: me.displayName }, ...listed];
    return all.sort((a, b) => a.name.localeCompare(b.name, 'sv'));
  }, [admin, me, users.data]);

  const userId = chosen ?? me?.userId ?? null;
  return { userId, isSelf: userId === me?.userId, choose: setChosen, options };
}
