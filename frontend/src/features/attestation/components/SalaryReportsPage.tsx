import { Alert, Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDebouncedValue } from '../../../components/list-table/hooks/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from '../../../components/list-table/lib/search';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useModal } from '../../../lib/useModal';
import { useMutation } from '../../../lib/useMutation';
import { PayrollExportMenu } from '../../reports/components/PageExportMenus';
import { attestationApi } from '../api/attestation-api';
import type { AttestMonth, MonthRef } from '../api/types';
import { formatMonth, latestPayrollMonth, monthKey } from '../lib/attest-months';
import { monthActions, reviewerOf, type MonthAction } from '../lib/month-status';
import {
  filterMonths,
  groupByOrganization,
  monthVehicleLabel,
  NO_FILTER,
  type PayrollFilter,
} from '../lib/payroll-rows';
import { ATTESTATION_NS } from '../i18n';
import { PayrollFilters } from './PayrollFilters';
import { PayrollTable } from './PayrollTable';
import { RemindDialog } from './RemindDialog';
import { ReviewMonthDialog } from './ReviewMonthDialog';

type Modal = { action: MonthAction; row: AttestMonth };

// The payroll screen (spec 02 §2.8): the month's drivers and vehicles, one table per organisation, with remind,
// review (approve or refuse), and for ROOT unlock and reset (spec 02 §4, §6). Drivers never reach it: the menu
// shows the reports group to administrators only.
export function SalaryReportsPage() {
  const { t, i18n } = useTranslation(ATTESTATION_NS);
  const user = useSessionStore((s) => s.user);
  const organizations = useSessionStore((s) => s.organizations);
  const reviewer = useMemo(() => reviewerOf(user?.roles ?? []), [user]);
  const latest = useMemo(() => latestPayrollMonth(Date.now()), []);
  const [month, setMonth] = useState<MonthRef>(latest);
  const [filter, setFilter] = useState<PayrollFilter>(NO_FILTER);
  const term = useDebouncedValue(filter.term, SEARCH_DEBOUNCE_MS);

  const months = useApiQuery(`attest-months.${monthKey(month)}`, () => attestationApi.months(month));
  const { modal, setModal, close, closeAndReload } = useModal<Modal>(months.reload);

  const nameOf = useCallback(
    (id: number) => organizations.find((o) => o.organizationId === id)?.fullName,
    [organizations],
  );
  const all = useMemo(() => months.data ?? [], [months.data]);
  const groups = useMemo(
    () => groupByOrganization(filterMonths(all, { ...filter, term }), nameOf),
    [all, filter, term, nameOf],
  );

  // Unlock and reset act at once after their confirmation; the client's toast shows a refusal.
  const finish = useMutation(
    (action: 'unlock' | 'reset', row: AttestMonth) =>
      action === 'unlock' ? attestationApi.unlock(row) : attestationApi.reset(row),
    {
      onSuccess: (_, action) => {
        notifySuccess(t(`payroll.${action}.done`));
        closeAndReload();
      },
    },
  );

  const onAction = (action: MonthAction, row: AttestMonth) => {
    // A row's actions are the ones its state allows; the check holds if the list changed meanwhile.
    if (monthActions(row, reviewer).includes(action)) setModal({ action, row });
  };
  const names = modal && {
    driver: modal.row.driverName,
    vehicle: monthVehicleLabel(modal.row) || `#${modal.row.vehicleId}`,
    month: formatMonth(modal.row, i18n.language),
  };
  const finishing =
    modal && (modal.action === 'unlock' || modal.action === 'reset') ? { action: modal.action, row: modal.row } : null;
  const loaded = !months.loading && months.error === undefined;

  return (
    <Box
      data-testid="salary-reports-page"
      data-state={months.loading ? 'loading' : months.error ? 'error' : 'done'}
      data-rows={groups.reduce((count, group) => count + group.rows.length, 0)}
    >
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5">{t('payroll.title')}</Typography>
        <PayrollExportMenu {...month} organizationId={filter.organizationId} />
      </Stack>
      <Stack spacing={2}>
        <PayrollFilters
          month={month}
          latestMonth={latest}
          onMonth={setMonth}
          organizations={organizations}
          filter={filter}
          onFilter={setFilter}
        />
        {months.loading && <LinearProgress data-testid="payroll-loading" />}
        {!months.loading && months.error !== undefined && <Alert severity="error">{t('payroll.loadFailed')}</Alert>}
        {loaded && groups.length === 0 && (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary" data-testid="payroll-empty">
              {all.length === 0
                ? t('payroll.noMonths', { month: formatMonth(month, i18n.language) })
                : t('payroll.noMatches')}
            </Typography>
          </Paper>
        )}
        {loaded &&
          groups.map((group) => (
            <PayrollTable key={group.organizationId} group={group} reviewer={reviewer} onAction={onAction} />
          ))}
      </Stack>
      {modal?.action === 'remind' && <RemindDialog row={modal.row} onClose={close} onSent={closeAndReload} />}
      {modal?.action === 'review' && <ReviewMonthDialog row={modal.row} onClose={close} onDone={closeAndReload} />}
      {finishing && names && (
        <ConfirmDialog
          open
          text={t(`payroll.${finishing.action}.confirm`, names)}
          confirmLabel={t(`payroll.${finishing.action}.ok`)}
          danger={finishing.action === 'reset'}
          onConfirm={() => void finish.run(finishing.action, finishing.row)}
          onCancel={close}
        />
      )}
    </Box>
  );
}
