import { api } from '../../../api/client';
import type { User } from '../../../api/types';

// The user list is per organisation (x-organization-id), so the superadmin view asks each organisation in turn.
export const superadminUsersApi = {
  listInOrganization: (organizationId: number) => api.get<User[]>('/api/user', { showArchived: true, organizationId }),
  changeOrganization: (user: User, organizationId: number) =>
    api.patch<User>(`/api/user/${user.userId}`, { organizationId }, { organizationId: user.organizationId }),
  archive: (user: User) =>
    api.patch<User>(`/api/user/${user.userId}/archive`, undefined, { organizationId: user.organizationId }),
  activate: (user: User) =>
    api.patch<User>(`/api/user/${user.userId}/activate`, undefined, { organizationId: user.organizationId }),
};

export async function listAllUsers(organizationIds: readonly number[]): Promise<User[]> {
  const lists = await Promise.all(organizationIds.map((id) => superadminUsersApi.listInOrganization(id)));
  const byId = new Map<number, User>();
  lists.flat().forEach((u) => byId.set(u.userId, u));
  return [...byId.values()];
}
