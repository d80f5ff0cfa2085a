import { api } from '../../../api/client';
import type { CreateUserRequest, UpdateUserRequest, User, UserSimple } from '../../../api/types';

export const usersApi = {
  list: (showArchived: boolean) => api.get<User[]>('/api/user', { showArchived }),
  listSimple: () => api.get<UserSimple[]>('/api/user/simple'),
  get: (id: number) => api.get<User>(`/api/user/${id}`),
  create: (body: CreateUserRequest) => api.post<User>('/api/user', body),
  update: (id: number, body: UpdateUserRequest) => api.patch<User>(`/api/user/${id}`, body),
  remove: (id: number) => api.delete(`/api/user/${id}`),
  archive: (id: number) => api.patch<User>(`/api/user/${id}/archive`),
  activate: (id: number) => api.patch<User>(`/api/user/${id}/activate`),
  invite: (email: string, fullName: string) => api.post<User>('/api/invite-user', { email, fullName }),
};
