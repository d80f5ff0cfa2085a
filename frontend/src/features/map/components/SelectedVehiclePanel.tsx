import CloseIcon from '@mui/icons-material/Close';
import { Box, Chip, IconButton, Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { VehicleMarkerIcon } from '../../vehicles/components/VehicleMarkerIcon';
import { displayNameOf, type MapVehicle } from '../lib/map-vehicle';
import { Battery, GpsQuality, LastSeen } from './StatusBits';
import { TrackButton } from './TrackButton';
import { VehicleActionsMenu } from './VehicleActionsMenu';
import { statusText } from './VehicleList';

interface Props {
  vehicle: MapVehicle;
  following: boolean;
  nowMs: number;
  onToggleFollow(id: number): void;
  onClose(): void;
}

// The selected vehicle: live values from the socket, and a fresh lookup every 10 s (useSelectedVehiclePoll).
export function SelectedVehiclePanel({ vehicle: v, following, nowMs, onToggleFollow, onClose }: Props) {
  const { t } = useTranslation(['map', 'vehicles']);
  const rows: [string, ReactNode][] = [
    [t('col.status'), statusText(t, v)],
    [t('panel.lastSeen'), <LastSeen key="seen" ms={v.lastSeenMs} isTracker={v.isTracker} nowMs={nowMs} />],
    [t('panel.speed'), v.speedKmh === null ? '–' : `${Math.round(v.speedKmh)} km/h`],
    [t('panel.ignition'), v.ignition === null ? '–' : v.ignition ? t('panel.on') : t('panel.off')],
    [t('panel.driver'), v.driver ?? '–'],
    [t('panel.battery'), <Battery key="battery" percent={v.batteryPercent} />],
    [t('panel.gpsQuality'), <GpsQuality key="gps" quality={v.gpsQuality} />],
    [
      t('panel.position'),
      v.position
        ? `${v.position.lat.toFixed(5)}, ${v.position.lon.toFixed(5)}`
        : v.privateMode
          ? t('privateMode')
          : t('noPosition'),
    ],
    [t('panel.heading'), v.headingDeg === null ? '–' : `${Math.round(v.headingDeg)}°`],
    [t('panel.organization'), v.organizationName],
  ];
  return (
    <Paper variant="outlined" data-testid="selected-vehicle-panel" data-vehicle-id={v.id}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 1.5, pt: 1 }}>
        <VehicleMarkerIcon marker={v.marker} color={v.color} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" noWrap data-testid="selected-vehicle-name">
            {displayNameOf(v)}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {v.registry && v.name ? `${v.name} · ` : ''}
            {t(`vehicles:benefit.${v.benefitType}`, { defaultValue: v.benefitType })}
          </Typography>
        </Box>
        {following && <Chip size="small" color="primary" label={t('panel.following')} data-testid="following-chip" />}
        <TrackButton vehicle={v} following={following} onToggle={onToggleFollow} />
        <VehicleActionsMenu vehicle={v} />
        <IconButton size="small" aria-label={t('panel.close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Table size="small">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell sx={{ color: 'text.secondary', width: 130, borderBottom: 'none', py: 0.5 }}>{label}</TableCell>
              <TableCell sx={{ borderBottom: 'none', py: 0.5 }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pb: 1 }}>
        {t('panel.refreshed')}
      </Typography>
    </Paper>
  );
}
