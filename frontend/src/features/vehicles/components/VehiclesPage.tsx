import Archive from '@mui/icons-material/Archive';
import DeleteForever from '@mui/icons-material/DeleteForever';
import Edit from '@mui/icons-material/Edit';
import HowToReg from '@mui/icons-material/HowToReg';
import MenuBook from '@mui/icons-material/MenuBook';
import Place from '@mui/icons-material/Place';
import Schedule from '@mui/icons-material/Schedule';
import SettingsRemote from '@mui/icons-material/SettingsRemote';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Unarchive from '@mui/icons-material/Unarchive';
import UsbIcon from '@mui/icons-material/Usb';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { ListColumn, RowAction } from '../../../components/list-table/lib/list-types';
import { ListFilterHeader } from '../../../components/list-table/components/ListFilterHeader';
import { ListTable } from '../../../components/list-table/components/ListTable';
import { applySearch } from '../../../components/list-table/lib/search';
import { useModal } from '../../../lib/useModal';
import { isAdminRole } from '../../../app/navigation/menu/menu-visibility';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import { DeviceCommandsDialog } from '../../device-commands/components/DeviceCommandsDialog';
import { offeredKinds } from '../../device-commands/lib/command-display';
import type { Vehicle } from '../api/types';
import { useVehicleActions } from '../hooks/useVehicleActions';
import { useVehicles, type VehicleRow } from '../hooks/useVehicles';
import { vehicleName } from '../lib/vehicle-form';
import { CurrentDriverDialog } from './CurrentDriverDialog';
import { DeleteVehicleDialog } from './DeleteVehicleDialog';
import { MoveDeviceDialog } from './MoveDeviceDialog';
import { MoveVehicleOrganizationDialog } from './MoveVehicleOrganizationDialog';
import { UpdateFrequencyDialog } from './UpdateFrequencyDialog';
import { activeVehicleColumns, archivedVehicleColumns } from './vehicle-columns';
import { VehicleEditorDialog } from './VehicleEditorDialog';

type Modal =
  | { kind: 'create' }
  | {
      kind: 'edit' | 'driver' | 'moveDevice' | 'moveOrg' | 'frequency' | 'commands' | 'archive' | 'delete';
      vehicle: VehicleRow;
    }
  | null;

// The screen works in the selected organisation, which the client sends anyway.
const selectedScope = () => undefined;

// Vehicles screen (spec 01 §2.5).
export function VehiclesPage() {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const roles = useSessionStore((s) => s.user?.roles ?? []);
  const organizations = useSessionStore((s) => s.organizations);
  const selectedOrg = useSessionStore((s) => s.selectedOrganizationId);
  const { active, archived, loading, reload } = useVehicles();
  const [tab, setTab] = useState<'active' | 'archived'>('active');
  const [term, setTerm] = useState('');
  const [orgFilter, setOrgFilter] = useState<number | null>(null);
  const { modal, setModal, close, closeAndReload } = useModal<Modal>(reload);
  const actions = useVehicleActions(reload, selectedScope);
  const isRoot = roles.includes('ROOT');
  const isAdmin = isAdminRole(roles);

  const organizationName = useCallback(
    (id: number) => organizations.find((o) => o.organizationId === id)?.fullName ?? String(id),
    [organizations],
  );
  const source = tab === 'active' ? active : archived;
  const rows = useMemo(
    () =>
      applySearch(
        source.filter((v) => orgFilter === null || v.organizationId === orgFilter),
        term,
        (v) => [v.registry, v.displayName, v.state?.imei, v.defaultDriver?.displayName, v.currentDriver?.displayName],
      ),
    [source, term, orgFilter],
  );

  const { toggleTripType, activate, journey } = actions;
  const columns = useMemo<ListColumn<VehicleRow>[]>(() => {
    if (tab === 'active') {
      return activeVehicleColumns(t, {
        organizationName,
        nowMs: Date.now(),
        onToggleTripType: (v) => void toggleTripType(v).catch(() => undefined),
      });
    }
    return [
      ...archivedVehicleColumns(t, { organizationName }),
      {
        field: 'buttons',
        headerName: '',
        width: 260,
        sortable: false,
        textValue: () => '',
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button size="small" startIcon={<MenuBook />} onClick={() => journey(row)}>
              {t('action.journey')}
            </Button>
            {isAdmin && (
              <Button
                size="small"
                startIcon={<Unarchive />}
                onClick={() => void activate(row).catch(() => undefined)}
                data-testid={`activate-${row.id}`}
              >
                {t('action.activate')}
              </Button>
            )}
          </Stack>
        ),
      },
    ];
  }, [tab, t, organizationName, toggleTripType, activate, journey, isAdmin]);

  const rowActions = useCallback(
    (v: VehicleRow): RowAction<VehicleRow>[] =>
      v.isArchived
        ? [
            { key: 'journey', label: t('action.journey'), icon: <MenuBook fontSize="small" />, onClick: journey },
            {
              key: 'activate',
              label: t('action.activate'),
              icon: <Unarchive fontSize="small" />,
              hidden: !isAdmin,
              onClick: (r) => void activate(r).catch(() => undefined),
            },
          ]
        : [
            {
              key: 'edit',
              label: t('action.edit'),
              icon: <Edit fontSize="small" />,
              onClick: (r) => setModal({ kind: 'edit', vehicle: r }),
            },
            {
              key: 'current-driver',
              label: t('action.currentDriver'),
              icon: <HowToReg fontSize="small" />,
              onClick: (r) => setModal({ kind: 'driver', vehicle: r }),
            },
            v.isTracker
              ? {
                  key: 'map',
                  label: t('action.showOnMap'),
                  icon: <Place fontSize="small" />,
                  onClick: actions.showOnMap,
                }
              : { key: 'journey', label: t('action.journey'), icon: <MenuBook fontSize="small" />, onClick: journey },
            {
              key: 'move-device',
              label: t('action.moveDevice'),
              icon: <UsbIcon fontSize="small" />,
              hidden: !v.state?.imei,
              onClick: (r) => setModal({ kind: 'moveDevice', vehicle: r }),
            },
            {
              key: 'frequency',
              label: t('action.frequency'),
              icon: <Schedule fontSize="small" />,
              onClick: (r) => setModal({ kind: 'frequency', vehicle: r }),
            },
            {
              // Update latest position, and restart / web-connect for ROOT (issue 7); needs an installed device.
              key: 'device-commands',
              label: t('deviceCommands:action'),
              icon: <SettingsRemote fontSize="small" />,
              hidden: !v.state?.imei,
              onClick: (r) => setModal({ kind: 'commands', vehicle: r }),
            },
            {
              key: 'move-organization',
              label: t('action.moveOrganization'),
              icon: <SwapHoriz fontSize="small" />,
              hidden: organizations.length < 2,
              onClick: (r) => setModal({ kind: 'moveOrg', vehicle: r }),
            },
            {
              key: 'archive',
              label: t('action.archive'),
              icon: <Archive fontSize="small" />,
              color: 'error',
              onClick: (r) => setModal({ kind: 'archive', vehicle: r }),
            },
            {
              key: 'delete',
              label: t('action.delete'),
              icon: <DeleteForever fontSize="small" />,
              color: 'error',
              hidden: !isRoot,
              onClick: (r) => setModal({ kind: 'delete', vehicle: r }),
            },
          ],
    [t, journey, activate, actions.showOnMap, isAdmin, isRoot, organizations.length, setModal],
  );

  const orgOptions = organizations.map((o) => ({ organizationId: o.organizationId, fullName: o.fullName }));
  const vehicle = modal && modal.kind !== 'create' ? modal.vehicle : null;
  return (
    <Box data-testid="vehicles-page">
      <Typography variant="h5" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
        <Tab value="active" label={`${t('active')} (${active.length})`} data-testid="vehicles-tab-active" />
        <Tab value="archived" label={`${t('archived')} (${archived.length})`} data-testid="vehicles-tab-archived" />
      </Tabs>
      <ListFilterHeader
        organizationFilter={{ value: orgFilter, onChange: setOrgFilter }}
        onSearch={setTerm}
        createLabel={t('add')}
        onCreate={tab === 'active' && isAdmin ? () => setModal({ kind: 'create' }) : undefined}
      />
      <ListTable
        tableId={`vehicles.${tab}`}
        rows={rows}
        columns={columns}
        getRowId={(v) => v.id}
        rowTitle={(v) => vehicleName(v)}
        exportName={tab === 'active' ? t('active') : t('archived')}
        loading={loading}
        actions={rowActions}
        onRowClick={tab === 'active' ? (v) => setModal({ kind: 'edit', vehicle: v }) : undefined}
      />
      {(modal?.kind === 'create' || modal?.kind === 'edit') && (
        <VehicleEditorDialog
          vehicle={vehicle ?? undefined}
          organizationId={selectedOrg ?? 0}
          organizations={orgOptions}
          onClose={close}
          onSaved={(v: Vehicle, created) => {
            notifySuccess(created ? t('createdOk', { name: vehicleName(v) }) : t('savedOk'));
            closeAndReload();
          }}
        />
      )}
      {modal?.kind === 'driver' && (
        <CurrentDriverDialog vehicle={modal.vehicle} onClose={close} onSaved={closeAndReload} />
      )}
      {modal?.kind === 'frequency' && (
        <UpdateFrequencyDialog vehicle={modal.vehicle} onClose={close} onSaved={closeAndReload} />
      )}
      {modal?.kind === 'commands' && (
        <DeviceCommandsDialog
          target={{ vehicleId: modal.vehicle.id, organizationId: modal.vehicle.organizationId }}
          name={vehicleName(modal.vehicle)}
          kinds={offeredKinds(roles, 'vehicle', modal.vehicle.deviceType)}
          onClose={close}
        />
      )}
      {modal?.kind === 'moveDevice' && (
        <MoveDeviceDialog vehicle={modal.vehicle} candidates={active} onClose={close} onMoved={() => void reload()} />
      )}
      {modal?.kind === 'moveOrg' && (
        <MoveVehicleOrganizationDialog
          vehicle={modal.vehicle}
          organizations={orgOptions}
          onClose={close}
          onSaved={closeAndReload}
        />
      )}
      <ConfirmDialog
        open={modal?.kind === 'archive'}
        text={t('archiveConfirm', { name: vehicle ? vehicleName(vehicle) : '' })}
        confirmLabel={t('action.archive')}
        danger
        onCancel={close}
        onConfirm={() => {
          close();
          if (vehicle) void actions.archive(vehicle);
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
