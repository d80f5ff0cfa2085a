import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { VehicleMarkerIcon } from '../../vehicles/components/VehicleMarkerIcon';
import { displayNameOf, type MapVehicle } from '../lib/map-vehicle';
import { LastSeen } from './StatusBits';
import { TrackButton } from './TrackButton';
import { VehicleActionsMenu } from './VehicleActionsMenu';

interface Props {
  vehicles: readonly MapVehicle[];
  selectedId: number | null;
  nowMs: number;
  // The track button: show the vehicle on the map and follow it.
  onTrack(id: number): void;
  onSelect(id: number): void;
}

// The list view of the map page (spec 02 §2.5 columns: registration or alias, icon, type, last seen, status, track).
export function VehicleList({ vehicles, selectedId, nowMs, onTrack, onSelect }: Props) {
  const { t } = useTranslation(['map', 'vehicles']);
  if (!vehicles.length) {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {t('empty')}
      </Typography>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" data-testid="map-vehicle-list">
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>{t('col.name')}</TableCell>
            <TableCell>{t('col.icon')}</TableCell>
            <TableCell>{t('col.type')}</TableCell>
            <TableCell>{t('col.lastSeen')}</TableCell>
            <TableCell>{t('col.status')}</TableCell>
            <TableCell align="right">{t('col.track')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {vehicles.map((v) => (
            <TableRow
              key={v.id}
              hover
              selected={v.id === selectedId}
              onClick={() => onSelect(v.id)}
              sx={{ cursor: 'pointer' }}
              data-testid={`map-row-${v.id}`}
            >
              <TableCell sx={{ fontWeight: 500 }}>{displayNameOf(v)}</TableCell>
              <TableCell>
                <VehicleMarkerIcon marker={v.marker} color={v.color} />
              </TableCell>
              <TableCell>{t(`vehicles:benefit.${v.benefitType}`, { defaultValue: v.benefitType })}</TableCell>
              <TableCell>
                <LastSeen ms={v.lastSeenMs} isTracker={v.isTracker} nowMs={nowMs} />
              </TableCell>
              <TableCell>{statusText(t, v)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
                <TrackButton vehicle={v} following={false} onToggle={onTrack} />
                <VehicleActionsMenu vehicle={v} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function statusText(t: (key: string) => string, v: MapVehicle): string {
  if (v.privateMode) return t('privateMode');
  if (v.lastSeenMs === null) return t('status.unknown');
  return v.moving ? t('status.MOVING') : t('status.PARKED');
}
