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
import { BaseTileLayer } from '../../../components/map/components/BaseTileLayer';
import { MapView } from '../../../components/map/components/MapView';
import { PositionsLayer } from '../../../components/map/components/PositionsLayer';
import { useSessionStore } from '../../../app/session/store/session-store';
import type { Vehicle } from '../../vehicles/api/types';
import { vehiclesApi } from '../../vehicles/api/vehicles-api';
import { shortImei } from '../../vehicles/components/vehicle-columns';
import { vehicleName } from '../../vehicles/lib/vehicle-form';
import { chooseDefaultVehicle } from '../lib/default-vehicle';

// My vehicles (spec 01 §2.8). Positions arrive with the tracker gateway; until then the map shows the default area.
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
  const dark = useSessionStore((s) => s.user?.mapType !== 'LIGHT');
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
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <MapView height="40vh">
          <BaseTileLayer dark={dark} />
          <PositionsLayer positions={[]} />
        </MapView>
      </Paper>
      <Alert severity="info" data-testid="no-live-position">
        {t('noLivePosition')}
      </Alert>
      <DetailTable title={t('details')} rows={rows} />
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
