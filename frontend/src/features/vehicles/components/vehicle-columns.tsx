import { Box, Switch, Tooltip, Typography } from '@mui/material';
import type { TFunction } from 'i18next';

import { formatDateTime } from '../../../lib/dates';
import { lastSeenDisplay, statusColorHex } from '../../../lib/display/display-rules';
import type { ListColumn } from '../../../components/list-table/lib/list-types';
import type { Vehicle } from '../api/types';
import type { VehicleRow } from '../hooks/useVehicles';
import { isFrequencyPending, effectiveSelected } from '../lib/frequency';
import { multiSelectSummary } from '../lib/multi-select-summary';
import { VehicleMarkerIcon } from './VehicleMarkerIcon';

// Shortened IMEI: the last six digits identify a device well enough in a list.
export const shortImei = (imei: string | undefined) => (imei ? `…${imei.slice(-6)}` : '');

const fuels = (v: VehicleRow) => [v.fuel1?.svName, v.fuel2?.svName].filter(Boolean).join(' / ');
const co2 = (v: VehicleRow) => v.co2GKmOverride ?? (v.co2GKm1 || '');
const consumption = (v: VehicleRow) =>
  v.consumption1 ? `${v.consumption1}${v.fuel1?.consumptionUnit ? ` ${v.fuel1.consumptionUnit}` : ''}` : '';
const drivers = (v: VehicleRow, all: string) =>
  v.benefitType === 'POOL' || v.permitAnyDriver
    ? all
    : multiSelectSummary((v.permittedDrivers ?? []).map((d) => d.displayName));

// Columns the vehicle lists and the equipment list show alike; t is the screen's, the texts are vehicles:col.*.
export const registryColumn = <V extends Vehicle>(t: TFunction, width: number): ListColumn<V> => ({
  field: 'registry',
  headerName: t('vehicles:col.registry'),
  width,
  valueGetter: (_v, row) => row.registry || row.displayName,
  textValue: (v) => v.registry || v.displayName,
});

export const iconColumn = <V extends Vehicle>(t: TFunction): ListColumn<V> => ({
  field: 'icon',
  headerName: t('vehicles:col.icon'),
  width: 70,
  sortable: false,
  textValue: (v) => v.style?.marker ?? '',
  renderCell: ({ row }) => <VehicleMarkerIcon marker={row.style?.marker} color={row.style?.color} />,
});

export const organizationColumn = <V extends Vehicle>(
  t: TFunction,
  organizationName: (id: number) => string,
  layout: Pick<ListColumn<V>, 'width' | 'hiddenByDefault'>,
): ListColumn<V> => ({
  field: 'organizationId',
  headerName: t('vehicles:col.organization'),
  ...layout,
  valueGetter: (_v, row) => organizationName(row.organizationId),
  textValue: (v) => organizationName(v.organizationId),
});

interface Opts {
  organizationName(id: number): string;
  onToggleTripType(v: VehicleRow): void;
  nowMs: number;
}

export function activeVehicleColumns(t: TFunction, opts: Opts): ListColumn<VehicleRow>[] {
  const tripType = (v: VehicleRow) => (v.defaultTripType ? t(`tripType.${v.defaultTripType}`) : '');
  return [
    registryColumn(t, 170),
    iconColumn(t),
    {
      field: 'benefitType',
      headerName: t('col.type'),
      width: 130,
      valueGetter: (_v, row) => (row.benefitType ? t(`benefit.${row.benefitType}`) : ''),
      textValue: (v) => (v.benefitType ? t(`benefit.${v.benefitType}`) : ''),
    },
    organizationColumn(t, opts.organizationName, { hiddenByDefault: true }),
    {
      field: 'defaultDriver',
      headerName: t('col.defaultDriver'),
      valueGetter: (_v, row) => row.defaultDriver?.displayName ?? '',
      textValue: (v) => v.defaultDriver?.displayName ?? '',
    },
    {
      field: 'currentDriver',
      headerName: t('col.currentDriver'),
      valueGetter: (_v, row) => row.currentDriver?.displayName ?? '',
      textValue: (v) => v.currentDriver?.displayName ?? '',
    },
    {
      field: 'permittedDrivers',
      headerName: t('col.permittedDrivers'),
      width: 200,
      valueGetter: (_v, row) => drivers(row, t('allDrivers')),
      textValue: (v) => drivers(v, t('allDrivers')),
    },
    {
      field: 'lastSeen',
      headerName: t('col.lastSeen'),
      width: 160,
      textValue: (v) => (v.lastSeen ? formatDateTime(v.lastSeen) : t('never')),
      renderCell: ({ row }) => {
        if (!row.lastSeen) return <Typography variant="body2">{t('never')}</Typography>;
        const d = lastSeenDisplay(row.lastSeen, opts.nowMs, false);
        return (
          <Typography variant="body2" sx={{ color: statusColorHex[d.color], lineHeight: 'inherit' }}>
            {d.text}
          </Typography>
        );
      },
    },
    { field: 'fuels', headerName: t('col.fuels'), valueGetter: (_v, row) => fuels(row), textValue: fuels },
    {
      field: 'odometer',
      headerName: t('col.odometer'),
      type: 'number',
      valueGetter: (_v, row) => (row.state?.odometer ? Math.round(row.state.odometer) : null),
      textValue: (v) => (v.state?.odometer ? Math.round(v.state.odometer) : ''),
    },
    { field: 'co2', headerName: t('col.co2'), width: 100, valueGetter: (_v, row) => co2(row), textValue: co2 },
    {
      field: 'consumption',
      headerName: t('col.consumption'),
      valueGetter: (_v, row) => consumption(row),
      textValue: consumption,
    },
    { field: 'isoCountryCode', headerName: t('col.country'), width: 100 },
    {
      field: 'defaultTripType',
      headerName: t('col.defaultTripType'),
      width: 170,
      valueGetter: (_v, row) => tripType(row),
      textValue: tripType,
      renderCell: ({ row }) => (
        <Tooltip title={row.canToggleDefaultTripType ? t('action.toggleTripType') : t('tripTypeReadOnly')}>
          <Box
            component="span"
            sx={{ display: 'flex', alignItems: 'center', height: '100%' }}
            onClick={(e) => e.stopPropagation()}
          >
            <Switch
              size="small"
              checked={row.defaultTripType === 'BUSINESS'}
              disabled={!row.canToggleDefaultTripType}
              onChange={() => opts.onToggleTripType(row)}
              slotProps={{ input: { 'aria-label': t('action.toggleTripType') } }}
              data-testid={`trip-type-${row.id}`}
            />
            <Typography variant="body2">{tripType(row)}</Typography>
          </Box>
        </Tooltip>
      ),
    },
    {
      field: 'device',
      headerName: t('col.device'),
      width: 120,
      valueGetter: (_v, row) => shortImei(row.state?.imei),
      textValue: (v) => v.state?.imei ?? '',
    },
    {
      field: 'frequency',
      headerName: t('col.frequency'),
      hiddenByDefault: true,
      textValue: (v) => `${effectiveSelected(v.selectedResponseFrequency)} h`,
      renderCell: ({ row }) => <FrequencyCell row={row} t={t} />,
    },
  ];
}

export function FrequencyCell({ row, t }: { row: VehicleRow; t: TFunction }) {
  const selected = effectiveSelected(row.selectedResponseFrequency);
  const text = `${selected} h`;
  if (!isFrequencyPending(row.selectedResponseFrequency, row.latestResponseFrequency)) return <span>{text}</span>;
  const latest = row.latestResponseFrequency ? `${row.latestResponseFrequency} h` : t('frequency.latestUnknown');
  return (
    <Tooltip title={t('frequency.pending', { selected, latest })}>
      <span data-testid={`frequency-pending-${row.id}`} style={{ color: statusColorHex.orange }}>
        {text} *
      </span>
    </Tooltip>
  );
}

export function archivedVehicleColumns(t: TFunction, opts: Pick<Opts, 'organizationName'>): ListColumn<VehicleRow>[] {
  return [
    registryColumn(t, 200),
    organizationColumn(t, opts.organizationName, { width: 220 }),
    {
      field: 'archivedTsMs',
      headerName: t('col.archivedAt'),
      width: 170,
      valueFormatter: (v: number) => (v ? formatDateTime(v) : ''),
      textValue: (v) => (v.archivedTsMs ? formatDateTime(v.archivedTsMs) : ''),
    },
  ];
}
