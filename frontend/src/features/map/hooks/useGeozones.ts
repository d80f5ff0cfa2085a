import { geofencesApi } from '../../alarms/api/alarms-api';
import { GEOFENCE_LIST_ROUTE } from '../../alarms/lib/alarm-names';
import { useVisibleMenu } from '../../../app/navigation/hooks/useVisibleMenu';
import { useApiQuery } from '../../../lib/useApiQuery';

/** Whether the caller may see geofence alarms: the alarms screens' own test, their menu entry being visible. */
export function useCanSeeGeozones(): boolean {
  return useVisibleMenu().some((g) => g.entries.includes(GEOFENCE_LIST_ROUTE));
}

// The organisation's geofence alarms for the map (the alarms feature's GET /api/geo-larm); asked only when enabled.
export function useGeozones(enabled: boolean) {
  return useApiQuery('map-geozones', () => geofencesApi.list(), enabled);
}
