import {
  Alert,
  Box,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate, formatDateTime } from '../../../lib/dates';
import { useApiQuery } from '../../../lib/useApiQuery';
import { MapView } from '../../../components/map/components/MapView';
import { PositionsLayer } from '../../../components/map/components/PositionsLayer';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from '../../../components/map/lib/map-defaults';
import { lastSeenDisplay, statusColorHex } from '../../../lib/display/display-rules';
import { BaseMapLayers } from '../../map/basemap/BaseMapLayers';
import { GpsQuality } from '../../map/components/StatusBits';
import { markerColors } from '../../map/lib/map-display';
import { plottable } from '../../map/lib/map-vehicle';
import { useSessionStore } from '../../../app/session/store/session-store';
import type { Vehicle } from '../../vehicles/api/types';
import { vehiclesApi } from '../../vehicles/api/vehicles-api';
import { shortImei } from '../../vehicles/components/vehicle-columns';
import { vehicleName } from '../../vehicles/lib/vehicle-form';
import { useVehiclePosition } from '../hooks/useVehiclePosition';
import { chooseDefaultVehicle } from '../lib/default-vehicle';

// Close enough to see the neighbourhood; the spec's 17 is for following a vehicle on the map page.
const VEHICLE_ZOOM = 13;

// My vehicles (spec 01 §2.8, spec 02 §2.6): the vehicle's latest position on a 40vh map (Stockholm without one).
export function MyVehiclesPage() {
  const { t } = useTranslation(['myVehicles', 'vehicles', 'translation'], { nsMode: 'fallback' });
  const user = useSessionStore((s) => s.user);
  const organizationId = useSessionStore((s) => s.selectedOrganizationId);
  const showArchived = useSessionStore((s) => s.showArchived);
  const query = useApiQuery(`my-vehicles.${organizationId}.${showArchived}`, () => vehiclesApi.list(showArchived));
  // Vehicles before trackers, so the fallback default is a vehicle.
  const vehicles = useMemo(
    () => [...(query.data ?? [])].sort((a, b) => Number(a.isTracker) - Number(b.isTracker)),
    [query.data],
  );
  const [picked, setPicked] = useState<number | null>(null);
  const selectedId =
    picked ??
    chooseDefaultVehicle(
      vehicles.map((v) => v.id),
      user,
    );
  const vehicle = vehicles.find((v) => v.id === selectedId);

  return (
    <Box data-testid="my-vehicles-page">
      <Typography variant="h5" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      {!query.loading && vehicles.length === 0 ? (
        <Alert severity="info">{t('none')}</Alert>
      ) : (
        <Stack spacing={2}>
          <TextField
            select
            label={t('select')}
            value={vehicle?.id ?? ''}
            onChange={(e) => setPicked(Number(e.target.value))}
            sx={{ maxWidth: 360 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'my-vehicle-select' } as object } }}
          >
            {vehicles.map((v) => (
              <MenuItem key={v.id} value={v.id}>
                {vehicleName(v)} {v.isArchived ? t('archivedSuffix') : ''}
              </MenuItem>
            ))}
          </TextField>
          {vehicle?.isArchived ? <ArchivedVehicle vehicle={vehicle} /> : vehicle && <ActiveVehicle vehicle={vehicle} />}
        </Stack>
      )}
    </Box>
  );
}

function ActiveVehicle({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation(['myVehicles', 'vehicles', 'translation'], { nsMode: 'fallback' });
  const rows: [string, string][] = [
    [t('vehicles:col.registry'), vehicle.registry],
    [t('vehicles:col.displayName'), vehicle.displayName],
    [t('vehicles:col.type'), vehicle.benefitType ? t(`vehicles:benefit.${vehicle.benefitType}`) : ''],
    [
      t('vehicles:col.defaultTripType'),
      vehicle.defaultTripType ? t(`vehicles:tripType.${vehicle.defaultTripType}`) : '',
    ],
    [t('vehicles:col.currentDriver'), vehicle.currentDriver?.displayName ?? ''],
    [t('vehicles:col.defaultDriver'), vehicle.defaultDriver?.displayName ?? ''],
    [
      t('row.odometer'),
      vehicle.state?.odometer ? `${Math.round(vehicle.state.odometer).toLocaleString('sv-SE')} km` : '',
    ],
    [t('vehicles:col.lastSeen'), vehicle.lastSeen ? formatDateTime(vehicle.lastSeen) : t('vehicles:never')],
    [t('vehicles:col.device'), shortImei(vehicle.state?.imei) || t('vehicles:noDevice')],
    [t('row.nextInspection'), vehicle.nextInspectionTsMs ? formatDate(vehicle.nextInspectionTsMs) : ''],
  ];
  return (
    <>
      <VehiclePositionMap vehicle={vehicle} />
      <DetailTable title={t('details')} rows={rows} />
    </>
  );
}

function VehiclePositionMap({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation(['myVehicles', 'vehicles', 'translation'], { nsMode: 'fallback' });
  const dark = useSessionStore((s) => s.user?.mapType !== 'LIGHT');
  const live = useVehiclePosition(vehicle.id);
  const now = Date.now();
  const located = live.vehicle && plottable(live.vehicle) ? live.vehicle : null;
  const positions = located
    ? [
        {
          id: located.id,
          lat: located.position.lat,
          lon: located.position.lon,
          color: markerColors(located, now).fill,
          label: vehicle.registry || vehicle.displayName,
        },
      ]
    : [];
  const seen = live.vehicle?.lastSeenMs ? lastSeenDisplay(live.vehicle.lastSeenMs, now, vehicle.isTracker) : null;
  const notice = live.vehicle?.privateMode
    ? t('privateMode')
    : live.failed && !live.vehicle
      ? t('positionUnavailable')
      : !live.loading && !located
        ? t('noPosition')
        : null;
  return (
    <>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <MapView
          height="40vh"
          center={located ? located.position : DEFAULT_CENTER}
          zoom={located ? VEHICLE_ZOOM : DEFAULT_ZOOM}
        >
          <BaseMapLayers dark={dark} />
          <PositionsLayer positions={positions} />
        </MapView>
      </Paper>
      {located && (
        <Stack
          direction="row"
          spacing={3}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          data-testid="my-vehicle-position"
          data-lat={located.position.lat}
          data-lon={located.position.lon}
        >
          <Typography variant="body2">
            {t('position')}: {located.position.lat.toFixed(5)}, {located.position.lon.toFixed(5)}
          </Typography>
          {seen && (
            <Typography variant="body2">
              {t('vehicles:col.lastSeen')}:{' '}
              <Box component="span" sx={{ color: statusColorHex[seen.color], fontWeight: 500 }}>
                {seen.text}
              </Box>
            </Typography>
          )}
          <GpsQuality quality={located.gpsQuality} />
        </Stack>
      )}
      {notice && (
        <Alert severity="info" data-testid="no-live-position">
          {notice}
        </Alert>
      )}
    </>
  );
}

function ArchivedVehicle({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation(['myVehicles', 'vehicles', 'translation'], { nsMode: 'fallback' });
  return (
    <>
      <Alert severity="info" data-testid="archived-vehicle-alert">
        {t('archivedAlert')}
      </Alert>
      <DetailTable
        title={t('details')}
        rows={[
          [t('vehicles:col.registry'), vehicle.registry],
          [t('vehicles:col.displayName'), vehicle.displayName],
          [t('vehicles:col.archivedAt'), vehicle.archivedTsMs ? formatDateTime(vehicle.archivedTsMs) : ''],
        ]}
      />
    </>
  );
}

function DetailTable({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <Paper variant="outlined" data-testid="my-vehicle-details">
      <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      <Table size="small">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell sx={{ width: 220, color: 'text.secondary' }}>{label}</TableCell>
              <TableCell>{value || '–'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
