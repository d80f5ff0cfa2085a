import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import MapIcon from '@mui/icons-material/Map';
import { Alert, Box, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useVisibleMenu } from '../../../app/navigation/hooks/useVisibleMenu';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListFilterHeader } from '../../../components/list-table/components/ListFilterHeader';
import { ListTable } from '../../../components/list-table/components/ListTable';
import type { ListColumn, RowAction } from '../../../components/list-table/lib/list-types';
import { applySearch } from '../../../components/list-table/lib/search';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useMutation } from '../../../lib/useMutation';
import { geozoneMapPath } from '../../map/lib/geozones';
import { alarmOptionsApi, geofencesApi } from '../api/alarms-api';
import type { GeofenceAlarm } from '../api/types';
import { useActiveToggle } from '../hooks/useActiveToggle';
import { useGeofences } from '../hooks/useAlarmSettings';
import { ALARMS_NS } from '../i18n';
import { geofenceEditorPath } from '../lib/alarm-names';
import { triggerOf } from '../lib/geofence-form';
import { recipientsText, settingColumns } from './setting-columns';

// The geofence alarm list (spec 03 §2): rows with an active toggle, delete, edit and view on the map; a row opens
// the editor.
export function GeofenceListPage() {
  const { t } = useTranslation(ALARMS_NS);
  const navigate = useNavigate();
  const organizations = useSessionStore((s) => s.organizations);
  const [term, setTerm] = useState('');
  const [deleting, setDeleting] = useState<GeofenceAlarm | null>(null);
  const geofences = useGeofences();
  // Organisations without a map (the no-map-view list) have no map entry to show a zone on.
  const hasMap = useVisibleMenu().some((g) => g.entries.includes('map'));
  const users = useApiQuery('alarm-list-users', () => alarmOptionsApi.users());
  const toggle = useActiveToggle(geofencesApi.setActive, geofences.reload);

  const userName = useCallback(
    (id: number) => users.data?.find((u) => u.userId === id)?.displayName ?? `#${id}`,
    [users.data],
  );
  const organizationName = useCallback(
    (id: number) => organizations.find((o) => o.organizationId === id)?.fullName ?? `#${id}`,
    [organizations],
  );
  const columns = useMemo((): ListColumn<GeofenceAlarm>[] => {
    const common = settingColumns<GeofenceAlarm>(t, {
      userName,
      organizationName: organizations.length > 1 ? organizationName : undefined,
      activeOf: toggle.activeOf,
      busy: toggle.busy,
      onActive: (s, active) => void toggle.toggle(s, active),
    });
    return [
      ...common.slice(0, 2),
      { field: 'place', headerName: t('list.column.place'), width: 180 },
      {
        field: 'trigger',
        headerName: t('list.column.trigger'),
        width: 150,
        valueGetter: (_, g) => t(`geofence.${triggerOf(g.activeOnEnter, g.activeOnExit)}`),
      },
      ...common.slice(2),
    ];
  }, [t, userName, organizationName, organizations.length, toggle]);
  const rows = useMemo(
    () => applySearch(geofences.data ?? [], term, (g) => [g.name, g.place, g.note, recipientsText(g, userName)]),
    [geofences.data, term, userName],
  );

  const remove = useMutation((g: GeofenceAlarm) => geofencesApi.remove(g.geoZoneAlarmId), {
    onSuccess: () => {
      notifySuccess(t('list.removed'));
      setDeleting(null);
      void geofences.reload();
    },
    onError: () => setDeleting(null),
  });
  const open = useCallback((g: GeofenceAlarm) => void navigate(geofenceEditorPath(g.geoZoneAlarmId)), [navigate]);
  const actions = useCallback(
    (): RowAction<GeofenceAlarm>[] => [
      { key: 'edit', label: t('list.action.edit'), icon: <Edit fontSize="small" />, onClick: open },
      {
        key: 'map',
        label: t('list.action.map'),
        icon: <MapIcon fontSize="small" />,
        onClick: (g) => void navigate(geozoneMapPath(g.geoZoneAlarmId)),
        hidden: !hasMap,
      },
      {
        key: 'delete',
        label: t('list.action.delete'),
        icon: <Delete fontSize="small" />,
        color: 'error',
        onClick: setDeleting,
      },
    ],
    [t, open, navigate, hasMap],
  );

  return (
    <Box data-testid="geofence-list-page" data-state={geofences.loading ? 'loading' : 'done'}>
      <Typography variant="h5" sx={{ mb: 2 }}>
        {t('geofence.title')}
      </Typography>
      <ListFilterHeader
        onSearch={setTerm}
        createLabel={t('geofence.add')}
        onCreate={() => void navigate(geofenceEditorPath(-1))}
      />
      {geofences.error !== undefined && !geofences.loading && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('list.loadFailed')}
        </Alert>
      )}
      <ListTable
        tableId="alarms-geofences"
        rows={rows}
        columns={columns}
        getRowId={(g) => g.geoZoneAlarmId}
        rowTitle={(g) => g.name}
        exportName={t('geofence.title')}
        loading={geofences.loading}
        actions={actions}
        onRowClick={open}
      />
      <ConfirmDialog
        open={deleting !== null}
        text={t('list.confirmDelete')}
        danger
        confirmLabel={t('list.action.delete')}
        onConfirm={() => deleting && void remove.run(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
