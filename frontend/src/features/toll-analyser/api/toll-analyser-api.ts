import { api } from '../../../api/client';
import type { components } from '../../../api/generated/bff-api';

type Schemas = components['schemas'];

export type TollStation = Schemas['TollStation'];
export type TollStationReference = Schemas['TollStationReference'];
export type StationOverrideBody = Schemas['StationOverrideBody'];
export type TollPathInfo = Schemas['TollPathInfo'];
export type TollCheckPath = Schemas['TollCheckPath'];

// The toll-station analyser's debug API (spec 03 §7 "Toll analyser"); the screen shows failures itself.
export const tollAnalyserApi = {
  stations: () => api.get<TollStation[]>('/api/triptax-analyzer/stations', { notify: false }),
  references: () => api.get<TollStationReference[]>('/api/triptax-analyzer/references', { notify: false }),
  override: (cpId: string, body: StationOverrideBody) =>
    api.put<TollStation>(`/api/triptax-analyzer/station-override/${encodeURIComponent(cpId)}`, body, {
      notify: false,
    }),
  pathInfo: (tripId: number) => api.get<TollPathInfo>(`/api/triptax-analyzer/path-info/${tripId}`, { notify: false }),
  checkPath: (tripId: number) =>
    api.get<TollCheckPath>(`/api/triptax-analyzer/check-path/${tripId}`, { notify: false }),
  /** The journal's reset of a trip's tolls (spec 02 §7 POST /journal/{tripId}/reset-toll). */
  resetToll: (tripId: number) => api.post<unknown>(`/api/journal/${tripId}/reset-toll`, undefined, { notify: false }),
};
