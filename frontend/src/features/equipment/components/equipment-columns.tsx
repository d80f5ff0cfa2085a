import Schedule from '@mui/icons-material/Schedule';
import { Stack, Tooltip, Typography } from '@mui/material';
import type { TFunction } from 'i18next';

import { lastSeenDisplay, statusColorHex } from '../../../lib/display/display-rules';
import type { ListColumn } from '../../../components/list-table/lib/list-types';
import type { Vehicle } from '../../vehicles/api/types';
import { iconColumn, organizationColumn } from '../../vehicles/components/vehicle-columns';
import { authorisedUsersText, frequencyCell, trackerBatteryColor } from '../lib/equipment-display';

interface Opts {
  nowMs: number;
  organizationName(id: number): string;
  withImei: boolean;
}

export function equipmentColumns(t: TFunction, { nowMs, organizationName, withImei }: Opts): ListColumn<Vehicle>[] {
  const users = (v: Vehicle) => authorisedUsersText(v, t('allDrivers'));
  const lastSeen = (v: Vehicle) => (v.lastSeen ? lastSeenDisplay(v.lastSeen, nowMs, true).text : t('never'));
  const cols: ListColumn<Vehicle>[] = [
    iconColumn(t),
    { field: 'displayName', headerName: t('vehicles:col.displayName'), width: 200 },
    organizationColumn(t, organizationName, { width: 190, hiddenByDefault: true }),
  ];
  if (withImei) {
    cols.push({
      field: 'imei',
      headerName: t('columns.imei'),
      width: 170,
      textValue: (v) => v.state?.imei ?? '',
      valueGetter: (_v, row) => row.state?.imei ?? '',
    });
  }
  cols.push(
    {
      field: 'permittedDrivers',
      headerName: t('columns.users'),
      width: 220,
      textValue: users,
      valueGetter: (_v, row) => users(row),
    },
    {
      field: 'selectedResponseFrequency',
      headerName: t('vehicles:col.frequency'),
      width: 200,
      textValue: (v) => t('hours', { h: frequencyCell(v).hours }),
      valueGetter: (_v, row) => frequencyCell(row).hours,
      renderCell: ({ row }) => {
        const cell = frequencyCell(row);
        const text = t('hours', { h: cell.hours });
        if (!cell.pending) return text;
        const latest = cell.latest ? t('hours', { h: cell.latest }) : t('latestUnknown');
        return (
          <Tooltip title={t('pending', { selected: cell.hours, latest })}>
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'center', height: '100%' }}
              data-testid="frequency-pending-cell"
            >
              <span>{text}</span>
              <Schedule fontSize="small" color="warning" />
            </Stack>
          </Tooltip>
        );
      },
    },
    {
      field: 'batteryPercentage',
      headerName: t('columns.battery'),
      width: 110,
      textValue: (v) => v.batteryPercentage ?? '',
      renderCell: ({ row }) =>
        row.batteryPercentage === undefined || row.batteryPercentage === null ? (
          '–'
        ) : (
          <Typography
            variant="body2"
            sx={{
              color: statusColorHex[trackerBatteryColor(row.batteryPercentage)],
              fontWeight: 600,
              lineHeight: 'inherit',
            }}
          >
            {row.batteryPercentage} %
          </Typography>
        ),
    },
    {
      field: 'lastSeen',
      headerName: t('vehicles:col.lastSeen'),
      width: 170,
      textValue: lastSeen,
      renderCell: ({ row }) => {
        if (!row.lastSeen) return t('never');
        const shown = lastSeenDisplay(row.lastSeen, nowMs, true);
        return (
          <Typography variant="body2" sx={{ color: statusColorHex[shown.color], lineHeight: 'inherit' }}>
            {shown.text}
          </Typography>
        );
      },
    },
  );
  return cols;
}
