// The map's calls (spec 02 §7 "Map overview and vehicle"): the overview list, the selected vehicle (polled every
// 10 s by the page) and the organisations without a map view. Types come from the BFF's OpenAPI document.
import { api } from '../../../api/client';
import type { components } from '../../../api/generated/bff-api';

type Schemas = components['schemas'];

export type OverviewItem = Schemas['OverviewItem'];
export type OverviewPosition = Schemas['OverviewPosition'];
export type OverviewStatus = NonNullable<OverviewItem['meta']['status']>;
export type OverviewLiveUpdate = Schemas['OverviewLiveUpdate'];
export type LiveServerMessage = Schemas['LiveServerMessage'];
export type LiveClientMessage = Schemas['LiveClientMessage'];
export type BenefitType = Schemas['CreateVehicleBody']['benefitType'];

export interface OverviewQuery {
  organizationIds?: readonly number[];
  benefitTypes?: readonly BenefitType[];
  search?: string;
}

/** The query parameters of GET /api/overview: comma lists, left out when empty. */
export function overviewQueryParams(q: OverviewQuery): Record<string, string | undefined> {
  return {
    organizationIds: q.organizationIds?.length ? q.organizationIds.join(',') : undefined,
    benefitTypes: q.benefitTypes?.length ? q.benefitTypes.join(',') : undefined,
    search: q.search?.trim() || undefined,
  };
}

export const overviewApi = {
  /** 403 NO_ACCESS_TO_FEATURE when the organisation has no map view; 404 ORGANIZATION_MISSING for an unknown one. */
  list: (q: OverviewQuery = {}) => api.get<OverviewItem[]>('/api/overview', { query: overviewQueryParams(q) }),
  /** The selected vehicle; failures are the page's to handle (it clears the selection, spec 02 §2.5). */
  vehicle: (id: number) => api.get<OverviewItem>(`/api/overview/vehicle/${id}`, { notify: false }),
  noMapView: () => api.get<Schemas['NoMapViewOrganizations']>('/api/organization/no-map-view'),
};
