import Assessment from '@mui/icons-material/Assessment';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import LinkOff from '@mui/icons-material/LinkOff';
import Map from '@mui/icons-material/Map';
import Schedule from '@mui/icons-material/Schedule';
import SettingsRemote from '@mui/icons-material/SettingsRemote';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { Box, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DeviceCommandsDialog } from '../../device-commands/components/DeviceCommandsDialog';
import { offeredKinds } from '../../device-commands/lib/command-display';
import { devicesApi } from '../../devices/api/devices-api';
import { useKnownOrganizations } from '../../devices/hooks/useDevices';
import { ListFilterHeader } from '../../../components/list-table/components/ListFilterHeader';
import { ListTable } from '../../../components/list-table/components/ListTable';
import type { RowAction } from '../../../components/list-table/lib/list-types';
import { applySearch } from '../../../components/list-table/lib/search';
import { useModal } from '../../../lib/useModal';
import { isSuperadminRole } from '../../../app/navigation/menu/menu-visibility';
import { notifyError, notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import type { Vehicle } from '../../vehicles/api/types';
import { vehicleDevicesApi, vehiclesApi } from '../../vehicles/api/vehicles-api';
import { UpdateFrequencyDialog } from '../../vehicles/components/UpdateFrequencyDialog';
import { TrackerReportDialog } from '../../reports/components/TrackerReportDialog';
import { useTrackers } from '../hooks/useTrackers';
import { authorisedUsersText, canExportReport } from '../lib/equipment-display';
import { equipmentColumns } from './equipment-columns';
import { MoveTrackerDialog } from './MoveTrackerDialog';
import { TrackerEditorDialog } from './TrackerEditorDialog';

type Modal =
  { kind: 'create' } | { kind: 'edit' | 'frequency' | 'commands' | 'move' | 'uninstall' | 'delete'; tracker: Vehicle };

// Equipment (trackers) screen of spec 01 §2.7 and its superadmin variant (every organisation, IMEI column,
// uninstall and delete, Swedish texts).
export function EquipmentPage({ superadmin = false }: { superadmin?: boolean }) {
  const { t: localT, i18n } = useTranslation('equipment');
  const t = useMemo(() => (superadmin ? i18n.getFixedT('sv', 'equipment') : localT), [superadmin, i18n, localT]);
  const navigate = useNavigate();
  const roles = useSessionStore((s) => s.user?.roles ?? []);
  const root = roles.includes('ROOT');
  const selectedOrg = useSessionStore((s) => s.selectedOrganizationId);
  const noMapOrgs = useSessionStore((s) => s.noMapOrganizationIds);
  const sessionOrgs = useSessionStore((s) => s.organizations);
  const allOrgs = useKnownOrganizations();
  const organizations = useMemo(
    () => (superadmin && isSuperadminRole(roles) ? allOrgs : sessionOrgs),
    [superadmin, roles, allOrgs, sessionOrgs],
  );
  const orgIds = useMemo(() => organizations.map((o) => o.organizationId).sort((a, b) => a - b), [organizations]);
  const { rows, loading, reload } = useTrackers(orgIds);
  const [term, setTerm] = useState('');
  const [orgFilter, setOrgFilter] = useState<number | null>(null);
  const { modal, setModal, close, closeAndReload } = useModal<Modal>(reload);
  const [reportOf, setReportOf] = useState<Vehicle | null>(null);

  const organizationName = useCallback(
    (id: number) => organizations.find((o) => o.organizationId === id)?.fullName ?? String(id),
    [organizations],
  );
  const shown = useMemo(
    () =>
      applySearch(
        rows.filter((v) => orgFilter === null || v.organizationId === orgFilter),
        term,
        (v) => [v.displayName, v.state?.imei, organizationName(v.organizationId), authorisedUsersText(v, '')],
      ),
    [rows, orgFilter, term, organizationName],
  );
  // Last seen is relative: the clock is read again whenever the rows are reloaded.
  const [nowMs, setNowMs] = useState(Date.now);
  useEffect(() => setNowMs(Date.now()), [rows]);
  const columns = useMemo(
    () => equipmentColumns(t, { nowMs, organizationName, withImei: superadmin }),
    [t, nowMs, organizationName, superadmin],
  );

  const uninstall = async (tracker: Vehicle) => {
    setModal(null);
    try {
      const device = await vehicleDevicesApi.forVehicle(tracker.id, { organizationId: tracker.organizationId });
      await devicesApi.uninstall(device.deviceId || device.id);
      notifySuccess(t('uninstall.success'));
      await reload();
    } catch (err) {
      if ((err as { status?: number }).status === 404) notifyError(t('uninstall.notFound'));
    }
  };

  const remove = async (tracker: Vehicle) => {
    setModal(null);
    try {
      const res = await vehiclesApi.remove(tracker.id, { organizationId: tracker.organizationId });
      notifySuccess(t('remove.success', { name: res?.displayName || tracker.displayName }));
      await reload();
    } catch {
      // Shown by the client.
    }
  };

  const actions = useCallback(
    (v: Vehicle): RowAction<Vehicle>[] => [
      {
        key: 'edit',
        label: t('actions.edit'),
        icon: <Edit fontSize="small" />,
        onClick: (r) => setModal({ kind: 'edit', tracker: r }),
      },
      {
        // The trackers' report exists for TAT100 trackers only (spec 02 §7).
        key: 'export-report',
        label: t('actions.exportReport'),
        icon: <Assessment fontSize="small" />,
        hidden: !canExportReport(v),
        onClick: setReportOf,
      },
      {
        key: 'show-on-map',
        label: t('actions.showOnMap'),
        icon: <Map fontSize="small" />,
        hidden: noMapOrgs.includes(v.organizationId),
        onClick: (r) => void navigate(`/app/map?vehicleId=${r.id}`),
      },
      {
        key: 'frequency',
        label: t('actions.frequency'),
        icon: <Schedule fontSize="small" />,
        onClick: (r) => setModal({ kind: 'frequency', tracker: r }),
      },
      {
        // Update latest position, and restart / web-connect for ROOT (issue 7); needs an installed tracker.
        key: 'device-commands',
        label: t('deviceCommands:action'),
        icon: <SettingsRemote fontSize="small" />,
        hidden: !v.state?.imei,
        onClick: (r) => setModal({ kind: 'commands', tracker: r }),
      },
      {
        key: 'move',
        label: t('actions.move'),
        icon: <SwapHoriz fontSize="small" />,
        hidden: organizations.length < 2,
        onClick: (r) => setModal({ kind: 'move', tracker: r }),
      },
      {
        key: 'uninstall',
        label: t('actions.uninstall'),
        icon: <LinkOff fontSize="small" />,
        hidden: !superadmin || !root || !v.state?.imei,
        onClick: (r) => setModal({ kind: 'uninstall', tracker: r }),
      },
      {
        key: 'delete',
        label: t('actions.delete'),
        icon: <Delete fontSize="small" />,
        color: 'error',
        hidden: !superadmin || !root,
        onClick: (r) => setModal({ kind: 'delete', tracker: r }),
      },
    ],
    [t, noMapOrgs, organizations.length, superadmin, root, navigate, setModal],
  );

  const saved = () => void reload();
  return (
    <Box data-testid={superadmin ? 'super-trackers-page' : 'trackers-page'}>
      <Typography variant="h5" sx={{ mb: 1 }}>
        {superadmin ? t('superTitle') : t('title')}
      </Typography>
      <ListFilterHeader
        organizationFilter={{ value: orgFilter, onChange: setOrgFilter }}
        onSearch={setTerm}
        createLabel={t('add')}
        onCreate={() => setModal({ kind: 'create' })}
      />
      <ListTable
        tableId={superadmin ? 'superTrackersList' : 'trackersList'}
        rows={shown}
        columns={columns}
        getRowId={(v) => v.id}
        rowTitle={(v) => v.displayName}
        exportName={superadmin ? t('superTitle') : t('title')}
        loading={loading}
        actions={actions}
        onRowClick={(v) => setModal({ kind: 'edit', tracker: v })}
      />
      <TrackerReportDialog tracker={reportOf} onClose={() => setReportOf(null)} />
      {(modal?.kind === 'create' || modal?.kind === 'edit') && (
        <TrackerEditorDialog
          t={t}
          tracker={modal.kind === 'edit' ? modal.tracker : undefined}
          organizations={organizations}
          defaultOrganizationId={orgFilter ?? selectedOrg}
          root={root}
          onClose={close}
          onSaved={saved}
        />
      )}
      {modal?.kind === 'frequency' && (
        <UpdateFrequencyDialog
          vehicle={modal.tracker}
          scope={{ organizationId: modal.tracker.organizationId }}
          onClose={close}
          onSaved={closeAndReload}
        />
      )}
      {modal?.kind === 'commands' && (
        <DeviceCommandsDialog
          target={{ vehicleId: modal.tracker.id, organizationId: modal.tracker.organizationId }}
          name={modal.tracker.displayName}
          kinds={offeredKinds(roles, 'vehicle', modal.tracker.deviceType)}
          onClose={close}
        />
      )}
      {modal?.kind === 'move' && (
        <MoveTrackerDialog
          t={t}
          tracker={modal.tracker}
          organizations={organizations}
          onClose={close}
          onMoved={closeAndReload}
        />
      )}
      <ConfirmDialog
        open={modal?.kind === 'uninstall'}
        text={
          modal?.kind === 'uninstall'
            ? t('uninstall.confirm', { imei: modal.tracker.state?.imei ?? '', name: modal.tracker.displayName })
            : ''
        }
        confirmLabel={t('actions.uninstall')}
        danger
        onCancel={close}
        onConfirm={() => modal?.kind === 'uninstall' && void uninstall(modal.tracker)}
      />
      <ConfirmDialog
        open={modal?.kind === 'delete'}
        text={t('remove.confirm')}
        confirmLabel={t('actions.delete')}
        danger
        onCancel={close}
        onConfirm={() => modal?.kind === 'delete' && void remove(modal.tracker)}
      />
    </Box>
  );
}

export function SuperEquipmentPage() {
  return <EquipmentPage superadmin />;
}
