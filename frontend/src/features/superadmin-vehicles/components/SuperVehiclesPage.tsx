import AltRoute from '@mui/icons-material/AltRoute';
import CloudDownload from '@mui/icons-material/CloudDownload';
import DeleteForever from '@mui/icons-material/DeleteForever';
import Edit from '@mui/icons-material/Edit';
import EventRepeat from '@mui/icons-material/EventRepeat';
import EventBusy from '@mui/icons-material/EventBusy';
import History from '@mui/icons-material/History';
import LinkOff from '@mui/icons-material/LinkOff';
import NotInterested from '@mui/icons-material/NotInterested';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Unarchive from '@mui/icons-material/Unarchive';
import UsbIcon from '@mui/icons-material/Usb';
import { Box, Button, Tab, Tabs, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useModal } from '../../../lib/useModal';
import { ListFilterHeader } from '../../../components/list-table/components/ListFilterHeader';
import { ListTable } from '../../../components/list-table/components/ListTable';
import type { ListColumn, RowAction } from '../../../components/list-table/lib/list-types';
import { applySearch } from '../../../components/list-table/lib/search';
import { notifyError, notifySuccess } from '../../../app/notifications/store/notification-store';
import { adminTripsApi } from '../../journal/api/admin-trips-api';
import { MoveTripsDialog } from '../../journal/components/MoveTripsDialog';
import { adminOrganizationsApi } from '../../organizations/api/admin-organizations-api';
import { useSessionStore } from '../../../app/session/store/session-store';
import type { Vehicle } from '../../vehicles/api/types';
import { DeleteVehicleDialog } from '../../vehicles/components/DeleteVehicleDialog';
import { MoveDeviceDialog } from '../../vehicles/components/MoveDeviceDialog';
import { MoveVehicleOrganizationDialog } from '../../vehicles/components/MoveVehicleOrganizationDialog';
import { activeVehicleColumns, archivedVehicleColumns } from '../../vehicles/components/vehicle-columns';
import { VehicleEditorDialog } from '../../vehicles/components/VehicleEditorDialog';
import { useVehicleActions } from '../../vehicles/hooks/useVehicleActions';
import type { VehicleRow } from '../../vehicles/hooks/useVehicles';
import { vehicleName } from '../../vehicles/lib/vehicle-form';
import { listAllVehicles, superadminVehiclesApi } from '../api/superadmin-vehicles-api';
import { useFetchVehicleData } from '../hooks/useFetchVehicleData';
import { FutureDeviceDialog } from './FutureDeviceDialog';

type Modal =
  | { kind: 'create' }
  | {
      kind:
        | 'edit'
        | 'moveDevice'
        | 'moveOrg'
        | 'uninstall'
        | 'retire'
        | 'future'
        | 'delete'
        | 'moveTrips'
        | 'deleteHistory';
      vehicle: VehicleRow;
    }
  | null;

const scopeOf = (v: Vehicle) => ({ organizationId: v.organizationId });

// Superadmin vehicles (spec 03 §2): every organisation's vehicles, with the device actions and, for ROOT, the driving
// journal's move trips and delete history.
export function SuperVehiclesPage() {
  const { t } = useTranslation(['superVehicles', 'vehicles', 'translation'], { nsMode: 'fallback' });
  const isRoot = useSessionStore((s) => s.user?.roles.includes('ROOT') ?? false);
  const orgs = useApiQuery('admin.organizations', adminOrganizationsApi.list);
  const vehicles = useApiQuery('admin.vehicles', listAllVehicles);
  const future = useApiQuery('admin.future-devices', superadminVehiclesApi.futureDevices);
  const [tab, setTab] = useState<'active' | 'archived'>('active');
  const [term, setTerm] = useState('');
  const [orgFilter, setOrgFilter] = useState<number | null>(null);
  const { reload: reloadVehicles } = vehicles;
  const { reload: reloadFuture } = future;
  const reload = useCallback(async () => {
    await Promise.all([reloadVehicles(), reloadFuture()]);
  }, [reloadVehicles, reloadFuture]);
  const actions = useVehicleActions(reload, scopeOf);
  const fetchData = useFetchVehicleData(reload);
  const { modal, setModal, close, closeAndReload } = useModal<Modal>(reload);

  const organizations = useMemo(
    () => (orgs.data ?? []).map((o) => ({ organizationId: o.organizationId, fullName: o.fullName })),
    [orgs.data],
  );
  const organizationName = useCallback(
    (id: number) => organizations.find((o) => o.organizationId === id)?.fullName ?? String(id),
    [organizations],
  );
  const futureImei = useCallback(
    (vehicleId: number) => (future.data ?? []).find((f) => f.vehicleId === vehicleId)?.imei ?? '',
    [future.data],
  );
  const all = useMemo(() => (vehicles.data ?? []).filter((v) => !v.isTracker), [vehicles.data]);
  const active = useMemo(() => all.filter((v) => !v.isArchived), [all]);
  const archived = useMemo(() => all.filter((v) => v.isArchived), [all]);
  const rows = useMemo(
    () =>
      applySearch(
        (tab === 'active' ? active : archived).filter((v) => orgFilter === null || v.organizationId === orgFilter),
        term,
        (v) => [v.registry, v.displayName, v.state?.imei, organizationName(v.organizationId)],
      ),
    [tab, active, archived, orgFilter, term, organizationName],
  );

  const { toggleTripType } = actions;
  const columns = useMemo<ListColumn<VehicleRow>[]>(() => {
    if (tab === 'archived') return archivedVehicleColumns(t, { organizationName });
    const base = activeVehicleColumns(t, {
      organizationName,
      nowMs: Date.now(),
      onToggleTripType: (v) => void toggleTripType(v).catch(() => undefined),
    }).map((c) => (c.field === 'organizationId' ? { ...c, hiddenByDefault: false } : c));
    return [
      ...base,
      { field: 'imei', headerName: t('imei'), width: 170, valueGetter: (_v, row) => row.state?.imei ?? '' },
      {
        field: 'futureDevice',
        headerName: t('futureDevice'),
        width: 170,
        valueGetter: (_v, row) => futureImei(row.id),
        textValue: (v) => futureImei(v.id),
      },
    ];
  }, [tab, t, organizationName, toggleTripType, futureImei]);

  const run = (work: () => Promise<unknown>, message: string) =>
    void work()
      .then(() => {
        notifySuccess(message);
        return reload();
      })
      .catch(() => undefined);

  const rowActions = useCallback(
    (v: VehicleRow): RowAction<VehicleRow>[] => {
      const planned = Boolean(futureImei(v.id));
      const open = (kind: Exclude<NonNullable<Modal>['kind'], 'create'>) => (r: VehicleRow) =>
        setModal({ kind, vehicle: r });
      if (v.isArchived) {
        return [
          {
            key: 'activate',
            label: t('action.activate'),
            icon: <Unarchive fontSize="small" />,
            onClick: (r) => void actions.activate(r).catch(() => undefined),
          },
          {
            key: 'delete',
            label: t('action.remove'),
            icon: <DeleteForever fontSize="small" />,
            color: 'error',
            hidden: !isRoot,
            onClick: open('delete'),
          },
        ];
      }
      const device = Boolean(v.state?.imei);
      return [
        { key: 'edit', label: t('action.edit'), icon: <Edit fontSize="small" />, onClick: open('edit') },
        {
          key: 'move-device',
          label: t('action.moveDevice'),
          icon: <UsbIcon fontSize="small" />,
          hidden: !device,
          onClick: open('moveDevice'),
        },
        {
          key: 'uninstall',
          label: t('action.uninstall'),
          icon: <LinkOff fontSize="small" />,
          hidden: !device || !isRoot,
          onClick: open('uninstall'),
        },
        {
          key: 'retire',
          label: t('action.retire'),
          icon: <NotInterested fontSize="small" />,
          hidden: !device,
          onClick: open('retire'),
        },
        {
          key: 'plan-future',
          label: t('action.planFuture'),
          icon: <EventRepeat fontSize="small" />,
          hidden: planned,
          onClick: open('future'),
        },
        {
          key: 'cancel-future',
          label: t('action.cancelFuture'),
          icon: <EventBusy fontSize="small" />,
          hidden: !planned,
          onClick: (r) => run(() => superadminVehiclesApi.cancelFutureDevice(r.id), t('future.cancelled')),
        },
        {
          key: 'move-trips',
          label: t('action.moveTrips'),
          icon: <AltRoute fontSize="small" />,
          hidden: !isRoot,
          onClick: open('moveTrips'),
        },
        {
          key: 'delete-history',
          label: t('action.deleteHistory'),
          icon: <History fontSize="small" />,
          color: 'error',
          hidden: !isRoot,
          onClick: open('deleteHistory'),
        },
        {
          key: 'move-organization',
          label: t('action.moveOrganization'),
          icon: <SwapHoriz fontSize="small" />,
          hidden: organizations.length < 2,
          onClick: open('moveOrg'),
        },
        {
          key: 'delete',
          label: t('action.remove'),
          icon: <DeleteForever fontSize="small" />,
          color: 'error',
          hidden: !isRoot,
          onClick: open('delete'),
        },
      ];
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run only closes over reload
    [t, futureImei, isRoot, organizations.length, actions.activate],
  );

  // Uninstall and retire act on the vehicle's device, which the device service looks up by vehicle.
  const onDevice = async (v: Vehicle, work: (deviceId: number) => Promise<unknown>) => {
    const device = await superadminVehiclesApi.deviceOf(v).catch(() => null);
    if (!device) {
      notifyError(t('vehicles:moveDevice.noDevice'));
      return;
    }
    await work(device.deviceId || device.id);
  };

  // The vehicle's trips and positions (spec 03 §2 "delete history"); the toast says how many went.
  const deleteHistory = (v: Vehicle) =>
    void adminTripsApi
      .deleteVehicleHistory(v.id, scopeOf(v))
      .then((r) =>
        notifySuccess(
          t('historyDeleted', { name: vehicleName(v), trips: r.deletedTrips, positions: r.deletedPositions }),
        ),
      )
      .catch(() => undefined);

  const vehicle = modal && modal.kind !== 'create' ? modal.vehicle : null;
  return (
    <Box data-testid="super-vehicles-page">
      <Typography variant="h5" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 2 }}>
        <Tab value="active" label={`${t('active')} (${active.length})`} data-testid="super-vehicles-tab-active" />
        <Tab
          value="archived"
          label={`${t('archived')} (${archived.length})`}
          data-testid="super-vehicles-tab-archived"
        />
      </Tabs>
      <ListFilterHeader
        organizationFilter={{ value: orgFilter, onChange: setOrgFilter }}
        onSearch={setTerm}
        createLabel={t('add')}
        onCreate={() => setModal({ kind: 'create' })}
      />
      <ListTable
        tableId={`superadmin.vehicles.${tab}`}
        rows={rows}
        columns={columns}
        getRowId={(v) => v.id}
        rowTitle={(v) => vehicleName(v)}
        exportName={t('title')}
        loading={orgs.loading || vehicles.loading}
        actions={rowActions}
        onRowClick={tab === 'active' ? (v) => setModal({ kind: 'edit', vehicle: v }) : undefined}
        toolbarExtra={
          tab === 'active' && (
            <Button
              size="small"
              startIcon={<CloudDownload />}
              disabled={fetchData.running}
              onClick={() => void fetchData.run(rows)}
              data-testid="super-fetch-vehicle-data"
            >
              {t('fetchData')}
            </Button>
          )
        }
      />
      {(modal?.kind === 'create' || modal?.kind === 'edit') && (
        <VehicleEditorDialog
          vehicle={vehicle ?? undefined}
          organizationId={orgFilter ?? organizations[0]?.organizationId ?? 0}
          organizations={organizations}
          superadmin
          onClose={close}
          onSaved={(v, created) => {
            notifySuccess(created ? t('vehicles:createdOk', { name: vehicleName(v) }) : t('vehicles:savedOk'));
            closeAndReload();
          }}
        />
      )}
      {modal?.kind === 'moveDevice' && (
        <MoveDeviceDialog
          vehicle={modal.vehicle}
          candidates={active}
          scope={scopeOf(modal.vehicle)}
          onClose={close}
          onMoved={() => void reload()}
        />
      )}
      {modal?.kind === 'moveOrg' && (
        <MoveVehicleOrganizationDialog
          vehicle={modal.vehicle}
          organizations={organizations}
          onClose={close}
          onSaved={closeAndReload}
        />
      )}
      {modal?.kind === 'future' && (
        <FutureDeviceDialog
          vehicle={modal.vehicle}
          onClose={close}
          onSubmit={(imei) => {
            const v = modal.vehicle;
            close();
            run(() => superadminVehiclesApi.planFutureDevice(v.id, imei), t('future.planned'));
          }}
        />
      )}
      <ConfirmDialog
        open={modal?.kind === 'uninstall'}
        text={t('uninstallConfirm', { imei: vehicle?.state?.imei ?? '', name: vehicle ? vehicleName(vehicle) : '' })}
        danger
        onCancel={close}
        onConfirm={() => {
          close();
          if (vehicle) run(() => onDevice(vehicle, superadminVehiclesApi.uninstall), t('uninstalled'));
        }}
      />
      <ConfirmDialog
        open={modal?.kind === 'retire'}
        text={t('retireConfirm', { imei: vehicle?.state?.imei ?? '' })}
        danger
        onCancel={close}
        onConfirm={() => {
          close();
          if (vehicle) run(() => onDevice(vehicle, superadminVehiclesApi.retire), t('retired'));
        }}
      />
      {modal?.kind === 'moveTrips' && (
        <MoveTripsDialog
          source={{ organizationId: modal.vehicle.organizationId, vehicleId: modal.vehicle.id, fixed: true }}
          onClose={close}
          onMoved={close}
        />
      )}
      <ConfirmDialog
        open={modal?.kind === 'deleteHistory'}
        text={t('deleteHistoryConfirm', { name: vehicle ? vehicleName(vehicle) : '' })}
        confirmLabel={t('action.deleteHistory')}
        danger
        onCancel={close}
        onConfirm={() => {
          close();
          if (vehicle) deleteHistory(vehicle);
        }}
      />
      <DeleteVehicleDialog
        vehicle={modal?.kind === 'delete' ? modal.vehicle : null}
        onClose={close}
        onDelete={actions.remove}
      />
    </Box>
  );
}
