import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { Alert, Box, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListFilterHeader } from '../../../components/list-table/components/ListFilterHeader';
import { ListTable } from '../../../components/list-table/components/ListTable';
import type { RowAction } from '../../../components/list-table/lib/list-types';
import { applySearch } from '../../../components/list-table/lib/search';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useMutation } from '../../../lib/useMutation';
import { alarmOptionsApi, alarmSettingsApi } from '../api/alarms-api';
import type { AlarmSetting } from '../api/types';
import { useActiveToggle } from '../hooks/useActiveToggle';
import { useAlarmSettings } from '../hooks/useAlarmSettings';
import { ALARMS_NS } from '../i18n';
import { editorPath, NAMES_OF_TYPE, type SettingType } from '../lib/alarm-names';
import { countsByName } from '../lib/count-badge';
import { NameTabs } from './NameTabs';
import { recipientsText, settingColumns } from './setting-columns';

// One alarm setting list (spec 03 §2 "Alarm setting lists"): a tab per name of the type with its badge, that name's
// settings, add, active switch, delete. The chosen tab is in the address (?tab=), so the editor returns to it.
export function AlarmSettingsPage({ type }: { type: SettingType }) {
  const { t } = useTranslation(ALARMS_NS);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const names = NAMES_OF_TYPE[type];
  const tab = names.includes(params.get('tab') ?? '') ? params.get('tab')! : names[0]!;
  const organizations = useSessionStore((s) => s.organizations);
  const [term, setTerm] = useState('');
  const [deleting, setDeleting] = useState<AlarmSetting | null>(null);
  const settings = useAlarmSettings();
  const users = useApiQuery('alarm-list-users', () => alarmOptionsApi.users());
  const toggle = useActiveToggle(alarmSettingsApi.setActive, settings.reload);

  const ofType = useMemo(() => (settings.data ?? []).filter((s) => s.alarmType === type), [settings.data, type]);
  const counts = useMemo(() => countsByName(ofType), [ofType]);
  const userName = useCallback(
    (id: number) => users.data?.find((u) => u.userId === id)?.displayName ?? `#${id}`,
    [users.data],
  );
  const organizationName = useCallback(
    (id: number) => organizations.find((o) => o.organizationId === id)?.fullName ?? `#${id}`,
    [organizations],
  );
  const columns = useMemo(
    () =>
      settingColumns<AlarmSetting>(t, {
        userName,
        organizationName: organizations.length > 1 ? organizationName : undefined,
        activeOf: toggle.activeOf,
        busy: toggle.busy,
        onActive: (s, active) => void toggle.toggle(s, active),
      }),
    [t, userName, organizationName, organizations.length, toggle],
  );
  const rows = useMemo(
    () =>
      applySearch(
        ofType.filter((s) => s.alarmName === tab),
        term,
        (s) => [s.name, s.note, recipientsText(s, userName)],
      ),
    [ofType, tab, term, userName],
  );

  const remove = useMutation((s: AlarmSetting) => alarmSettingsApi.remove(s.alarmSettingsId), {
    onSuccess: () => {
      notifySuccess(t('list.removed'));
      setDeleting(null);
      void settings.reload();
    },
    onError: () => setDeleting(null),
  });
  const open = useCallback(
    (s: AlarmSetting) => void navigate(editorPath(type, s.alarmSettingsId, s.alarmName)),
    [navigate, type],
  );
  const actions = useCallback(
    (): RowAction<AlarmSetting>[] => [
      { key: 'edit', label: t('list.action.edit'), icon: <Edit fontSize="small" />, onClick: open },
      {
        key: 'delete',
        label: t('list.action.delete'),
        icon: <Delete fontSize="small" />,
        color: 'error',
        onClick: setDeleting,
      },
    ],
    [t, open],
  );

  return (
    <Box
      data-testid="alarm-settings-page"
      data-type={type}
      data-state={settings.loading ? 'loading' : settings.error ? 'error' : 'done'}
    >
      <Typography variant="h5" sx={{ mb: 1 }}>
        {t(`type.${type}`)}
      </Typography>
      <NameTabs
        names={names}
        value={tab}
        counts={counts}
        onChange={(name) => setParams({ tab: name }, { replace: true })}
      />
      <ListFilterHeader
        onSearch={setTerm}
        createLabel={t('list.add')}
        onCreate={() => void navigate(editorPath(type, -1, tab))}
      />
      {settings.error !== undefined && !settings.loading && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('list.loadFailed')}
        </Alert>
      )}
      <ListTable
        tableId={`alarms-${type.toLowerCase()}`}
        rows={rows}
        columns={columns}
        getRowId={(s) => s.alarmSettingsId}
        rowTitle={(s) => s.name}
        exportName={`${t(`type.${type}`)} – ${t(`name.${tab}`)}`}
        loading={settings.loading}
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

export const FunctionAlarmsPage = () => <AlarmSettingsPage type="FUNCTION" />;
export const SecurityAlarmsPage = () => <AlarmSettingsPage type="SECURITY" />;
export const ReminderAlarmsPage = () => <AlarmSettingsPage type="REMINDER" />;
export const QualityAlarmsPage = () => <AlarmSettingsPage type="QUALITY" />;
