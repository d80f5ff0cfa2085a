import Info from '@mui/icons-material/InfoOutlined';
import DirectionsCar from '@mui/icons-material/DirectionsCarOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { Box, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import type { TFunction } from 'i18next';

import { lastSeenDisplay, statusColorHex } from '../../../lib/display/display-rules';
import type { ListColumn } from '../../../components/list-table/lib/list-types';
import type { Device } from '../api/types';
import { deviceBatteryColor, deviceLastSeenMs, deviceVehicleText } from '../lib/device-display';

export type DeviceRow = Device & { id: number };

export interface DeviceColumnHandlers {
  onInfo(row: DeviceRow): void;
  onVehicleInfo(row: DeviceRow): void;
}

function BatteryGauge({ level }: { level: number | null | undefined }) {
  if (level === undefined || level === null) return <Typography variant="body2">–</Typography>;
  const color = statusColorHex[deviceBatteryColor(level)];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, level))}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4, '& .MuiLinearProgress-bar': { backgroundColor: color } }}
        aria-label={`${level} %`}
      />
      <Typography variant="body2" sx={{ minWidth: 36 }}>
        {level} %
      </Typography>
    </Stack>
  );
}

export function deviceColumns(t: TFunction, nowMs: number, handlers: DeviceColumnHandlers): ListColumn<DeviceRow>[] {
  const orgText = (d: DeviceRow) => d.organizationId?.fullName || t('noOrganization');
  const lastSeenText = (d: DeviceRow) => {
    const ms = deviceLastSeenMs(d);
    return ms ? lastSeenDisplay(ms, nowMs, d.isTracker).text : t('never');
  };
  return [
    {
      field: 'organization',
      headerName: t('columns.organization'),
      width: 190,
      textValue: orgText,
      valueGetter: (_v, row) => orgText(row),
    },
    {
      field: 'identity',
      headerName: t('columns.identity'),
      width: 210,
      textValue: (d) => `${d.imei} / ${d.iccid}`,
      valueGetter: (_v, row) => `${row.imei} ${row.iccid}`,
      renderCell: ({ row }) => (
        <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.2 }}>
          <Typography variant="body2" data-testid={`device-imei-${row.imei}`}>
            {row.imei}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {row.iccid || '–'}
          </Typography>
        </Stack>
      ),
    },
    { field: 'phone', headerName: t('columns.phone'), width: 150, hiddenByDefault: true },
    { field: 'deviceType', headerName: t('columns.deviceType'), width: 120 },
    {
      field: 'battery',
      headerName: t('columns.battery'),
      width: 150,
      textValue: (d) => d.status?.latestBatteryLevel ?? '',
      valueGetter: (_v, row) => row.status?.latestBatteryLevel ?? -1,
      renderCell: ({ row }) => <BatteryGauge level={row.status?.latestBatteryLevel} />,
    },
    {
      field: 'lastSeen',
      headerName: t('columns.lastSeen'),
      width: 160,
      textValue: lastSeenText,
      valueGetter: (_v, row) => deviceLastSeenMs(row),
      renderCell: ({ row }) => {
        const ms = deviceLastSeenMs(row);
        if (!ms) return <Typography variant="body2">{t('never')}</Typography>;
        const shown = lastSeenDisplay(ms, nowMs, row.isTracker);
        return (
          <Typography variant="body2" sx={{ color: statusColorHex[shown.color], lineHeight: 'inherit' }}>
            {shown.text}
          </Typography>
        );
      },
    },
    {
      field: 'vehicle',
      headerName: t('columns.vehicle'),
      width: 190,
      textValue: deviceVehicleText,
      valueGetter: (_v, row) => deviceVehicleText(row),
    },
    {
      field: 'tools',
      headerName: t('columns.tools'),
      width: 130,
      sortable: false,
      textValue: (d) => d.warnings.map((w) => t(`warnings.${w}`, { defaultValue: w })).join(', '),
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }} onClick={(e) => e.stopPropagation()}>
          <Tooltip title={t('actions.deviceInfo')}>
            <IconButton size="small" onClick={() => handlers.onInfo(row)} data-testid={`device-info-${row.imei}`}>
              <Info fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('actions.vehicleInfo')}>
            <span>
              <IconButton
                size="small"
                disabled={!row.installedVehicle}
                onClick={() => handlers.onVehicleInfo(row)}
                aria-label={t('actions.vehicleInfo')}
              >
                <DirectionsCar fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          {row.warnings.length > 0 && (
            <Tooltip title={row.warnings.map((w) => t(`warnings.${w}`, { defaultValue: w })).join(', ')}>
              <WarningAmber
                fontSize="small"
                color="warning"
                sx={{ ml: 0.5 }}
                data-testid={`device-warning-${row.imei}`}
              />
            </Tooltip>
          )}
        </Box>
      ),
    },
  ];
}
