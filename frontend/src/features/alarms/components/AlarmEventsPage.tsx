import Info from '@mui/icons-material/Info';
import MapIcon from '@mui/icons-material/Map';
import Place from '@mui/icons-material/Place';
import { Alert, Box, Tab, Tabs, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import { ListTable } from '../../../components/list-table/components/ListTable';
import type { RowAction } from '../../../components/list-table/lib/list-types';
import { useApiQuery } from '../../../lib/useApiQuery';
import { vehicleName } from '../../vehicles/lib/vehicle-form';
import { alarmOptionsApi, alarmPeriodsApi, type PeriodsQuery } from '../api/alarms-api';
import type { AlarmPeriod } from '../api/types';
import { ALARMS_NS } from '../i18n';
import { defaultRange, detailsPath, namesQuery, rangeMs, splitPeriods } from '../lib/periods';
import { AcknowledgeDialog } from './AcknowledgeDialog';
import { AlarmLocationDialog } from './AlarmLocationDialog';
import { EventsFilters, type EventFilters } from './EventsFilters';
import { periodColumns } from './period-columns';

type Modal = { kind: 'acknowledge' | 'location'; period: AlarmPeriod };
type TabKey = 'unacknowledged' | 'acknowledged';

function queryOf(f: EventFilters): PeriodsQuery {
  return {
    ...rangeMs(f.range),
    onlyOngoing: f.onlyOngoing,
    organizationId: f.organizationId ?? undefined,
    vehicleIds: f.vehicleIds,
    driverIds: f.driverIds,
    alarmNames: namesQuery(f.alarmNames),
  };
}

// The triggered alarms page (spec 03 §2 "Triggered alarms page"): filters, the search, Unacknowledged and
// Acknowledged tabs with counts, acknowledge with a comment, and each row's details, map and location.
export function AlarmEventsPage() {
  const { t } = useTranslation(ALARMS_NS);
  const navigate = useNavigate();
  const organizations = useSessionStore((s) => s.organizations);
  const [filters, setFilters] = useState<EventFilters>(() => ({
    organizationId: null,
    vehicleIds: [],
    driverIds: [],
    alarmNames: [],
    range: defaultRange(Date.now()),
    onlyOngoing: false,
  }));
  const [query, setQuery] = useState<PeriodsQuery>(() => queryOf(filters));
  const [tab, setTab] = useState<TabKey>('unacknowledged');
  const [modal, setModal] = useState<Modal | null>(null);
  const periods = useApiQuery(`alarm-periods.${JSON.stringify(query)}`, () => alarmPeriodsApi.list(query));
  const scope = filters.organizationId ?? undefined;
  const vehicles = useApiQuery(`alarm-vehicles.${scope}`, () => alarmOptionsApi.vehicles(scope));
  const drivers = useApiQuery(`alarm-users.${scope}`, () => alarmOptionsApi.users(scope));

  // The alarm mails link here with ?periodId=: its tab is chosen once the periods are read.
  const [params] = useSearchParams();
  const linkedId = Number(params.get('periodId')) || null;
  useEffect(() => {
    const linked = periods.data?.find((p) => p.activeAlarmPeriodId === linkedId);
    if (linked) setTab(linked.acknowledged ? 'acknowledged' : 'unacknowledged');
  }, [periods.data, linkedId]);

  const vehicleById = useMemo(() => new Map((vehicles.data ?? []).map((v) => [v.id, v])), [vehicles.data]);
  const nameOfVehicle = useCallback(
    (p: AlarmPeriod) => {
      const v = p.vehicleId === null ? undefined : vehicleById.get(p.vehicleId);
      return v ? vehicleName(v) : p.imei;
    },
    [vehicleById],
  );
  const tabs = useMemo(
    () => splitPeriods(periods.data ?? [], filters.onlyOngoing),
    [periods.data, filters.onlyOngoing],
  );
  const columns = useMemo(
    () =>
      periodColumns(t, {
        vehicleName: nameOfVehicle,
        onAcknowledge: tab === 'unacknowledged' ? (period) => setModal({ kind: 'acknowledge', period }) : undefined,
      }),
    [t, nameOfVehicle, tab],
  );
  const actions = useCallback(
    (p: AlarmPeriod): RowAction<AlarmPeriod>[] => {
      const details = detailsPath(p);
      const vehicle = p.vehicleId === null ? undefined : vehicleById.get(p.vehicleId);
      return [
        {
          key: 'details',
          label: t('events.action.details'),
          icon: <Info fontSize="small" />,
          hidden: details === null,
          onClick: () => details && void navigate(details),
        },
        {
          key: 'map',
          label: t('events.action.map'),
          icon: <MapIcon fontSize="small" />,
          // Archived (or unknown) vehicles are not on the map.
          hidden: !vehicle || vehicle.isArchived,
          onClick: () => void navigate(`/app/map?vehicleId=${p.vehicleId}`),
        },
        {
          key: 'location',
          label: t('events.action.location'),
          icon: <Place fontSize="small" />,
          onClick: (period) => setModal({ kind: 'location', period }),
        },
      ];
    },
    [t, navigate, vehicleById],
  );

  const organizationOptions = organizations.map((o) => ({ id: o.organizationId, label: o.fullName }));
  const rows = tabs[tab];
  return (
    <Box
      data-testid="alarm-events-page"
      data-state={periods.loading ? 'loading' : periods.error ? 'error' : 'done'}
      data-count={periods.data?.length ?? 0}
    >
      <Typography variant="h5" sx={{ mb: 2 }}>
        {t('events.title')}
      </Typography>
      <EventsFilters
        value={filters}
        onChange={setFilters}
        organizations={organizationOptions}
        vehicles={(vehicles.data ?? []).map((v) => ({ id: v.id, label: vehicleName(v) }))}
        drivers={(drivers.data ?? []).map((u) => ({ id: u.userId, label: u.displayName }))}
        searching={periods.loading}
        onSearch={() => {
          const next = queryOf(filters);
          // The same search again reads again (new periods may have opened since).
          if (JSON.stringify(next) === JSON.stringify(query)) void periods.reload();
          else setQuery(next);
        }}
      />
      {periods.error !== undefined && !periods.loading && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('events.loadFailed')}
        </Alert>
      )}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
        <Tabs value={tab} onChange={(_, next: TabKey) => setTab(next)}>
          {(['unacknowledged', 'acknowledged'] as const).map((key) => (
            <Tab
              key={key}
              value={key}
              label={`${t(`events.${key}`)} (${tabs[key].length})`}
              data-testid={`events-tab-${key}`}
              data-count={tabs[key].length}
            />
          ))}
        </Tabs>
      </Box>
      <ListTable
        tableId={`alarm-events-${tab}`}
        rows={rows}
        columns={columns}
        getRowId={(p) => p.activeAlarmPeriodId}
        rowTitle={(p) => `${p.geoZoneAlarmName ?? p.alarmSettingName} #${p.activeAlarmPeriodId}`}
        exportName={`${t('events.title')} – ${t(`events.${tab}`)}`}
        loading={periods.loading}
        actions={actions}
      />
      {modal?.kind === 'acknowledge' && (
        <AcknowledgeDialog
          period={modal.period}
          onClose={() => setModal(null)}
          onDone={() => {
            notifySuccess(t('events.acknowledgedToast'));
            setModal(null);
            void periods.reload();
          }}
        />
      )}
      {modal?.kind === 'location' && <AlarmLocationDialog period={modal.period} onClose={() => setModal(null)} />}
    </Box>
  );
}
