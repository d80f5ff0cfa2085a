import { useApiQuery } from '../../../lib/useApiQuery';
import { alarmSettingsApi, geofencesApi } from '../api/alarms-api';

// Every alarm setting the caller sees (geofences aside); the lists split them by type and name.
export function useAlarmSettings() {
  return useApiQuery('alarm-settings', () => alarmSettingsApi.list());
}

export function useGeofences() {
  return useApiQuery('geofence-alarms', () => geofencesApi.list());
}
