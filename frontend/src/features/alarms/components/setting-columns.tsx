import type { TFunction } from 'i18next';

import type { ListColumn } from '../../../components/list-table/lib/list-types';
import type { AlarmSetting } from '../api/types';
import { ActiveSwitch } from './ActiveSwitch';

export const targetCount = (s: AlarmSetting): number =>
  s.isTracker
    ? s.targetTrackerIds.length + s.targetTrackerOrganizationIds.length
    : s.targetVehicleIds.length + s.targetOrganizationIds.length;

export function recipientsText(s: AlarmSetting, userName: (id: number) => string): string {
  return [...s.emails, ...s.pushNotificationUserIds.map(userName)].join(', ');
}

interface Options {
  userName(id: number): string;
  organizationName?: (id: number) => string;
  /** The switch's state while its PATCH runs (the row's saved value until the list reloads). */
  activeOf(s: AlarmSetting): boolean;
  busy(s: AlarmSetting): boolean;
  onActive(s: AlarmSetting, active: boolean): void;
}

// The columns every alarm list shares, the switch beside the alias (t is the alarms namespace's); the geofence list
// adds its own.
export function settingColumns<R extends AlarmSetting>(t: TFunction, o: Options): ListColumn<R>[] {
  const columns: ListColumn<R>[] = [
    { field: 'name', headerName: t('list.column.name'), width: 220 },
    {
      field: 'active',
      headerName: t('list.column.active'),
      width: 90,
      sortable: false,
      textValue: (s) => (o.activeOf(s) ? '✓' : ''),
      renderCell: ({ row }) => (
        <ActiveSwitch
          checked={o.activeOf(row)}
          disabled={o.busy(row)}
          onChange={(active) => o.onActive(row, active)}
          testId={`alarm-active-${row.alarmSettingsId}`}
          label={t('list.column.active')}
        />
      ),
    },
    {
      field: 'targets',
      headerName: t('list.column.targets'),
      width: 70,
      type: 'number',
      valueGetter: (_, s) => targetCount(s),
    },
    {
      field: 'recipients',
      headerName: t('list.column.recipients'),
      width: 220,
      valueGetter: (_, s) => recipientsText(s, o.userName),
    },
    {
      field: 'priority',
      headerName: t('list.column.priority'),
      width: 110,
      valueGetter: (_, s) => t(`priority.${s.priority}`),
    },
    { field: 'ongoingPeriods', headerName: t('list.column.ongoing'), width: 100, type: 'number' },
  ];
  if (o.organizationName) {
    const name = o.organizationName;
    columns.splice(2, 0, {
      field: 'organizationId',
      headerName: t('list.column.organization'),
      width: 160,
      valueGetter: (_, s) => name(s.organizationId),
    });
  }
  return columns;
}
