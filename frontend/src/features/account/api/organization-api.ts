import { api } from '../../../api/client';
import type { Organization, OrganizationSimple, UpdateOrganizationRequest } from '../../../api/types';

export const organizationApi = {
  list: () => api.get<Organization[]>('/api/organization'),
  get: (id: number) => api.get<Organization>(`/api/organization/${id}`),
  listSimple: () => api.get<OrganizationSimple[]>('/api/organization-simple'),
  update: (id: number, body: UpdateOrganizationRequest) => api.patch<Organization>(`/api/organization/${id}`, body),
};
