import { Button, Chip } from '@mui/material';
import type { TFunction } from 'i18next';

import type { ListColumn } from '../../../components/list-table/lib/list-types';
import { formatDateTime } from '../../../lib/dates';
import type { AlarmPeriod } from '../api/types';

interface Options {
  vehicleName(p: AlarmPeriod): string;
  /** The unacknowledged tab's button; the acknowledged tab shows who and the comment instead. */
  onAcknowledge?: (p: AlarmPeriod) => void;
}

const PRIORITY_COLOUR = { CRITICAL: 'error', HIGH: 'warning', MEDIUM: 'info', LOW: 'default' } as const;

// The triggered alarms' rows (spec 03 §2): alarm name, setting name, vehicle, start, stop or 'ongoing', detail,
// priority. t is the alarms namespace's.
export function periodColumns(t: TFunction, o: Options): ListColumn<AlarmPeriod>[] {
  const columns: ListColumn<AlarmPeriod>[] = [
    {
      field: 'alarmName',
      headerName: t('events.column.alarmName'),
      width: 120,
      valueGetter: (_, p) => t(`name.${p.alarmName}`, { defaultValue: p.alarmName }),
    },
    {
      field: 'alarmSettingName',
      headerName: t('events.column.settingName'),
      width: 150,
      valueGetter: (_, p) => p.geoZoneAlarmName ?? p.alarmSettingName,
    },
    {
      field: 'vehicle',
      headerName: t('events.column.vehicle'),
      width: 150,
      valueGetter: (_, p) => o.vehicleName(p),
    },
    {
      field: 'timestampStartMs',
      headerName: t('events.column.start'),
      width: 155,
      valueFormatter: (value: number) => formatDateTime(value),
    },
    {
      field: 'timestampStopMs',
      headerName: t('events.column.stop'),
      width: 155,
      textValue: (p) => (p.timestampStopMs === null ? t('events.ongoing') : formatDateTime(p.timestampStopMs)),
      valueGetter: (_, p) => p.timestampStopMs ?? Number.MAX_SAFE_INTEGER,
      renderCell: ({ row }) =>
        row.timestampStopMs === null ? (
          <Chip size="small" color="error" variant="outlined" label={t('events.ongoing')} />
        ) : (
          formatDateTime(row.timestampStopMs)
        ),
    },
    {
      field: 'detail',
      headerName: t('events.column.detail'),
      width: 100,
      // A geofence's detail is the side it crossed to.
      valueGetter: (_, p) => (p.detail === 'ENTRY' || p.detail === 'EXIT' ? t(`geofence.${p.detail}`) : p.detail),
    },
    {
      field: 'priority',
      headerName: t('events.column.priority'),
      width: 110,
      textValue: (p) => t(`priority.${p.priority}`, { defaultValue: p.priority }),
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={PRIORITY_COLOUR[row.priority as keyof typeof PRIORITY_COLOUR] ?? 'default'}
          label={t(`priority.${row.priority}`, { defaultValue: row.priority })}
        />
      ),
    },
  ];
  if (o.onAcknowledge) {
    const acknowledge = o.onAcknowledge;
    // First, so that it never scrolls out of view.
    columns.unshift({
      field: 'acknowledge',
      headerName: '',
      width: 110,
      sortable: false,
      textValue: () => '',
      renderCell: ({ row }) => (
        <Button
          size="small"
          variant="outlined"
          onClick={(e) => {
            e.stopPropagation();
            acknowledge(row);
          }}
          data-testid={`acknowledge-${row.activeAlarmPeriodId}`}
        >
          {t('events.acknowledge')}
        </Button>
      ),
    });
  } else {
    // Who acknowledged what comes after the vehicle, in view.
    columns.splice(
      3,
      0,
      { field: 'comment', headerName: t('events.column.comment'), width: 200 },
      {
        field: 'acknowledgedTimestampMs',
        headerName: t('events.column.acknowledgedAt'),
        width: 150,
        valueFormatter: (value: number | null) => (value ? formatDateTime(value) : ''),
      },
    );
  }
  return columns;
}
