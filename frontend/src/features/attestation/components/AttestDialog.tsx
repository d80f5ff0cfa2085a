import { Alert, LinearProgress, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { CheckboxField } from '../../../components/fields';
import { FormDialog } from '../../../components/FormDialog';
import { useApiErrorText } from '../../../lib/api-error-text';
import { useApiQuery } from '../../../lib/useApiQuery';
import { formatDate } from '../../../lib/dates';
import { useMutation } from '../../../lib/useMutation';
import { attestationApi, type Scope } from '../api/attestation-api';
import type { AttestCheck, AttestMonth, MonthRef } from '../api/types';
import { attestBlock, attestWarnings } from '../lib/attest-check';
import { formatMonth, monthKey } from '../lib/attest-months';
import { monthStatus } from '../lib/month-status';
import { ATTESTATION_NS } from '../i18n';

interface Props {
  month: MonthRef;
  vehicleId: number;
  vehicleLabel: string;
  scope?: Scope;
  onClose(): void;
  onAttested(): void;
}

const COUNTS = [
  ['trips', (c: AttestCheck) => c.month.tripCount],
  ['lightAttested', (c: AttestCheck) => c.countLightAttested],
  ['notCertified', (c: AttestCheck) => c.countNotCertified],
  ['noDescription', (c: AttestCheck) => c.countNoDescription],
  ['flagged', (c: AttestCheck) => c.countFlagged],
] as const;

// The attest confirmation (spec 02 §2.4, §5): the month's state and counts, the warnings, optionally the earlier
// months not attested, and the attestation itself (PATCH /api/attest/user). Flagged trips block it.
export function AttestDialog({ month, vehicleId, vehicleLabel, scope, onClose, onAttested }: Props) {
  const { t, i18n } = useTranslation(ATTESTATION_NS);
  const errorText = useApiErrorText();
  const check = useApiQuery(`attest-check.${vehicleId}.${monthKey(month)}`, () =>
    attestationApi.checkQuietly(month, vehicleId, scope),
  );
  const [includePrevious, setIncludePrevious] = useState(false);
  const data = check.loading ? undefined : check.data;
  const block = data ? attestBlock(data) : null;
  const earlier = data?.earlierUnattested ?? [];
  const monthList = (months: readonly MonthRef[]) => months.map((m) => formatMonth(m, i18n.language)).join(', ');

  const attest = useMutation(
    () =>
      attestationApi.attest(
        {
          year: month.year,
          month: month.month,
          vehicle: vehicleId,
          includePrevious: includePrevious && earlier.length > 0,
        },
        scope,
      ),
    {
      onSuccess: (months) => {
        notifySuccess(t('attest.done', { count: months.length, months: monthList(months) }));
        onAttested();
      },
    },
  );

  // An attested or approved month has nothing to confirm; flagged trips leave the button, disabled.
  const finished = block === 'ALREADY_ATTESTED' || block === 'ADMIN_ALREADY_APPROVED';
  return (
    <FormDialog
      title={t('attest.title', { month: formatMonth(month, i18n.language) })}
      testId="attest-dialog"
      busy={attest.busy}
      readOnly={finished}
      submitDisabled={!data || block !== null}
      submitLabel={t('attest.confirm')}
      submitTestId="attest-confirm"
      onSubmit={() => void attest.run()}
      onClose={onClose}
      error={attest.error}
      errorTestId="attest-error"
      onErrorClose={attest.reset}
    >
      <Typography variant="body2" color="text.secondary">
        {t('attest.vehicle', { vehicle: vehicleLabel })}
      </Typography>
      {check.loading && <LinearProgress data-testid="attest-loading" />}
      {!check.loading && check.error !== undefined && (
        <Alert severity="error" data-testid="attest-load-error">
          {t('attest.loadFailed')} {errorText(check.error)}
        </Alert>
      )}
      {data && (
        <>
          <MonthStateAlert month={data.month} />
          <Table size="small" data-testid="attest-counts">
            <TableBody>
              {COUNTS.map(([key, count]) => (
                <TableRow key={key}>
                  <TableCell sx={{ pl: 0 }}>{t(`attest.counts.${key}`)}</TableCell>
                  <TableCell align="right" data-testid={`attest-count-${key}`}>
                    {count(data)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {block === 'TRIPS_NEED_CORRECTION' && (
            <Alert severity="error" data-testid="attest-blocked">
              {t('attest.blocked.TRIPS_NEED_CORRECTION', { count: data.countFlagged })}
            </Alert>
          )}
          {block === 'TRIPS_MISSING_PURPOSE' && (
            <Alert severity="warning" data-testid="attest-blocked">
              {t('attest.blocked.TRIPS_MISSING_PURPOSE', { count: data.countNoDescription })}
            </Alert>
          )}
          {block === null &&
            attestWarnings(data).map(({ warning, count }) => (
              <Alert key={warning} severity="warning" data-testid={`attest-warning-${warning}`}>
                {t(`attest.warning.${warning}`, { count, months: monthList(earlier) })}
              </Alert>
            ))}
          {block === null && earlier.length > 0 && (
            <CheckboxField
              label={`${t('attest.includePrevious')} (${monthList(earlier)})`}
              checked={includePrevious}
              onChange={setIncludePrevious}
              testId="attest-include-previous"
            />
          )}
          {block === null && (
            <Typography variant="body2" color="text.secondary">
              {t('attest.irreversible')}
            </Typography>
          )}
        </>
      )}
    </FormDialog>
  );
}

// The month's state: attested (when), approved, or denied with the administrator's message.
function MonthStateAlert({ month }: { month: AttestMonth }) {
  const { t } = useTranslation(ATTESTATION_NS);
  const status = monthStatus(month);
  const severity = status === 'APPROVED' ? 'success' : status === 'REFUSED' ? 'warning' : 'info';
  return (
    <Alert severity={severity} data-testid="attest-state" data-status={status}>
      {t(`attest.state.${status}`, { date: month.attestedTsMs ? formatDate(month.attestedTsMs) : '' })}
      {status === 'REFUSED' && month.message && (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="attest-refused-message">
          {t('attest.refusedMessage', { message: month.message })}
        </Typography>
      )}
    </Alert>
  );
}
