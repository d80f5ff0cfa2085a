import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import { Alert, Box, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListFilterHeader } from '../../../components/list-table/components/ListFilterHeader';
import { ListTable } from '../../../components/list-table/components/ListTable';
import type { RowAction } from '../../../components/list-table/lib/list-types';
import { applySearch } from '../../../components/list-table/lib/search';
import { useModal } from '../../../lib/useModal';
import { useMutation } from '../../../lib/useMutation';
import { schedulesApi } from '../api/reports-api';
import type { ReportSchedule } from '../api/types';
import { useSchedules } from '../hooks/useSchedules';
import { REPORTS_NS } from '../i18n';
import { DeliveryLogDialog } from './DeliveryLogDialog';
import { scheduleColumns, targetsText } from './schedule-columns';
import { ScheduleFormDialog } from './ScheduleFormDialog';

type Modal = { kind: 'create' } | { kind: 'edit' | 'deliveries' | 'delete'; schedule: ReportSchedule };

// The scheduling page (spec 02 §2.7): organisation select, the schedules, their create and edit modal, delete with
// the spec's confirmation, and each schedule's delivery log. The menu shows it to administrators only.
export function ScheduledReportsPage() {
  const { t } = useTranslation(REPORTS_NS);
  const organizations = useSessionStore((s) => s.organizations);
  const selectedOrganizationId = useSessionStore((s) => s.selectedOrganizationId);
  // The page opens on the organisation chosen in the header; "all" lists every schedule the caller sees.
  const [orgFilter, setOrgFilter] = useState<number | null>(selectedOrganizationId);
  const [term, setTerm] = useState('');
  const schedules = useSchedules(orgFilter);
  const { modal, setModal, close, closeAndReload } = useModal<Modal>(schedules.reload);

  const organizationName = useCallback(
    (id: number) => organizations.find((o) => o.organizationId === id)?.fullName ?? String(id),
    [organizations],
  );
  const columns = useMemo(
    () => scheduleColumns(t, { organizationName, withOrganization: orgFilter === null && organizations.length > 1 }),
    [t, organizationName, orgFilter, organizations.length],
  );
  const rows = useMemo(
    () =>
      applySearch(schedules.data ?? [], term, (s) => [
        s.name,
        t(`type.${s.reportType}`),
        (s.email ?? []).join(' '),
        organizationName(s.organizationId),
        targetsText(s, t),
      ]),
    [schedules.data, term, t, organizationName],
  );

  const remove = useMutation((s: ReportSchedule) => schedulesApi.remove(s.reportScheduleId), {
    onSuccess: () => {
      notifySuccess(t('schedules.removed'));
      closeAndReload();
    },
    onError: close,
  });

  const actions = useCallback(
    (): RowAction<ReportSchedule>[] => [
      {
        key: 'edit',
        label: t('schedules.action.edit'),
        icon: <Edit fontSize="small" />,
        onClick: (s) => setModal({ kind: 'edit', schedule: s }),
      },
      {
        key: 'deliveries',
        label: t('schedules.action.deliveries'),
        icon: <History fontSize="small" />,
        onClick: (s) => setModal({ kind: 'deliveries', schedule: s }),
      },
      {
        key: 'delete',
        label: t('schedules.action.delete'),
        icon: <Delete fontSize="small" />,
        color: 'error',
        onClick: (s) => setModal({ kind: 'delete', schedule: s }),
      },
    ],
    [t, setModal],
  );

  const createIn = orgFilter ?? selectedOrganizationId;
  return (
    <Box data-testid="scheduling-page" data-state={schedules.loading ? 'loading' : schedules.error ? 'error' : 'done'}>
      <Typography variant="h5" sx={{ mb: 1 }}>
        {t('schedules.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('schedules.intro')}
      </Typography>
      <ListFilterHeader
        organizationFilter={{ value: orgFilter, onChange: setOrgFilter }}
        onSearch={setTerm}
        createLabel={t('schedules.create')}
        onCreate={createIn !== null ? () => setModal({ kind: 'create' }) : undefined}
      />
      {schedules.error !== undefined && !schedules.loading && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('schedules.loadFailed')}
        </Alert>
      )}
      <ListTable
        tableId="scheduling"
        rows={rows}
        columns={columns}
        getRowId={(s) => s.reportScheduleId}
        rowTitle={(s) => s.name}
        exportName={t('schedules.title')}
        loading={schedules.loading}
        actions={actions}
        onRowClick={(s) => setModal({ kind: 'edit', schedule: s })}
      />
      {modal?.kind === 'edit' && (
        <ScheduleFormDialog
          schedule={modal.schedule}
          organizationId={modal.schedule.organizationId}
          onClose={close}
          onSaved={() => {
            notifySuccess(t('schedules.saved'));
            closeAndReload();
          }}
        />
      )}
      {modal?.kind === 'create' && createIn !== null && (
        <ScheduleFormDialog
          organizationId={createIn}
          onClose={close}
          onSaved={() => {
            notifySuccess(t('schedules.created'));
            closeAndReload();
          }}
        />
      )}
      {modal?.kind === 'deliveries' && <DeliveryLogDialog schedule={modal.schedule} onClose={close} />}
      <ConfirmDialog
        open={modal?.kind === 'delete'}
        text={t('schedules.confirmDelete')}
        danger
        confirmLabel={t('schedules.action.delete')}
        onConfirm={() => modal?.kind === 'delete' && void remove.run(modal.schedule)}
        onCancel={close}
      />
    </Box>
  );
}
