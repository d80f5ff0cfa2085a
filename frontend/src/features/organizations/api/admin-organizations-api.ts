import { api } from '../../../api/client';
import type {
  AdminCreateOrganizationRequest,
  AdminCreateOrganizationResponse,
  AdminOrganizationInput,
  Organization,
} from '../../../api/types';

export const adminOrganizationsApi = {
  list: () => api.get<Organization[]>('/api/admin/organization'),
  get: (id: number) => api.get<Organization>(`/api/admin/organization/${id}`),
  create: (body: AdminCreateOrganizationRequest) =>
    api.post<AdminCreateOrganizationResponse>('/api/admin/organization', body),
  update: (id: number, body: AdminOrganizationInput) => api.patch<Organization>(`/api/admin/organization/${id}`, body),
  remove: (id: number) => api.delete(`/api/admin/organization/${id}`),
  setSetting: (organizationId: number, key: string, value: boolean) =>
    api.post<Organization>('/api/admin/organization/settings', { organizationId, key, value }),
  deleteSetting: (organizationId: number, key: string) =>
    api.delete<Organization>('/api/admin/organization/settings', { body: { organizationId, key } }),
};
