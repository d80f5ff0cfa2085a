import {
  Alert,
  Box,
  Button,
  Checkbox,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/FormDialog';
import { formatDate } from '../../../lib/dates';
import { useMutation } from '../../../lib/useMutation';
import type { JournalEntry } from '../../journal/api/types';
import { TripRoute, TripTimesText } from '../../journal/components/trip-cells';
import { stockholmDay } from '../../journal/lib/day-groups';
import { formatDistanceKm, purposeKind } from '../../journal/lib/trip-display';
import { attestationApi } from '../api/attestation-api';
import type { AttestMonth } from '../api/types';
import { useMonthTrips } from '../hooks/useMonthTrips';
import { formatMonth } from '../lib/attest-months';
import { approveBlock, refuseKind } from '../lib/month-status';
import { monthVehicleLabel } from '../lib/payroll-rows';
import { ATTESTATION_NS } from '../i18n';

interface Props {
  row: AttestMonth;
  onClose(): void;
  /** Approved or refused: the list reloads. */
  onDone(): void;
}

const COLUMNS = ['flag', 'day', 'time', 'route', 'distance', 'purpose', 'description'] as const;

// The review of an attested month (spec 02 §2.8, §4): the driver's trips of the month in the vehicle, each with a
// box to flag it. Approve waits for every flagged trip to be corrected and for no box to be ticked; refusing sends
// the ticked trips back with the message, or with none ticked un-attests the whole month after a confirmation.
export function ReviewMonthDialog({ row, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation([ATTESTATION_NS, 'journal']);
  const trips = useMonthTrips(row);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState('');
  const [confirmUnattest, setConfirmUnattest] = useState(false);
  const km = (metres: number) => formatDistanceKm(metres, i18n.language);

  const approve = useMutation(() => attestationApi.approve(row, message.trim()), {
    onSuccess: () => {
      notifySuccess(t('payroll.review.approved'));
      onDone();
    },
  });
  const refuse = useMutation(() => attestationApi.refuse(row, message.trim(), [...ticked]), {
    onSuccess: () => {
      notifySuccess(t('payroll.review.refused'));
      onDone();
    },
  });

  const toggle = (id: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const blocked = approveBlock(row, ticked.size);
  const kind = refuseKind(ticked.size);
  const busy = approve.busy || refuse.busy;
  const entries = trips.data ?? [];
  const refuseNow = () => {
    approve.reset();
    if (kind === 'FLAG_TRIPS') void refuse.run();
    else setConfirmUnattest(true);
  };

  return (
    <FormDialog
      title={t('payroll.review.title')}
      testId="review-dialog"
      maxWidth="lg"
      busy={busy}
      submitDisabled={blocked !== null || trips.loading}
      submitLabel={t('payroll.review.approve')}
      submitTestId="review-approve"
      onSubmit={() => {
        refuse.reset();
        void approve.run();
      }}
      onClose={onClose}
      error={approve.error ?? refuse.error}
      errorTestId="review-error"
      onErrorClose={() => {
        approve.reset();
        refuse.reset();
      }}
      actions={
        <Button
          color="error"
          variant="outlined"
          disabled={busy || trips.loading || !message.trim()}
          onClick={refuseNow}
          data-testid="review-refuse"
          data-kind={kind}
        >
          {t(`payroll.review.refuse.${kind}`, { count: ticked.size })}
        </Button>
      }
    >
      <Box>
        <Typography variant="subtitle1" data-testid="review-subtitle">
          {t('payroll.review.subtitle', {
            driver: row.driverName,
            vehicle: monthVehicleLabel(row) || `#${row.vehicleId}`,
            month: formatMonth(row, i18n.language),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {row.attestedTsMs > 0 && `${t('payroll.review.attestedAt', { date: formatDate(row.attestedTsMs) })} · `}
          {t('payroll.review.summary', {
            trips: row.tripCount,
            business: km(row.tripDistanceBusinessM),
            private: km(row.tripDistancePrivateM),
          })}
        </Typography>
      </Box>
      {row.flaggedCount > 0 && (
        <Alert severity="warning" data-testid="review-flagged">
          {t('payroll.review.flagged', { count: row.flaggedCount })}
        </Alert>
      )}
      {trips.loading && <LinearProgress data-testid="review-loading" />}
      {!trips.loading && trips.error !== undefined && <Alert severity="error">{t('payroll.review.loadFailed')}</Alert>}
      {!trips.loading && trips.error === undefined && entries.length === 0 && (
        <Typography color="text.secondary">{t('payroll.review.noTrips')}</Typography>
      )}
      {!trips.loading && entries.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="review-trips" sx={{ minWidth: 900 }}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell
                    key={c}
                    align={c === 'distance' ? 'right' : 'left'}
                    padding={c === 'flag' ? 'checkbox' : 'normal'}
                  >
                    {t(`payroll.review.columns.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <ReviewTripRow
                  key={entry.journal_id}
                  entry={entry}
                  ticked={ticked.has(entry.journal_id)}
                  disabled={busy}
                  onTick={(on) => toggle(entry.journal_id, on)}
                />
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <TextField
        label={t('payroll.review.message')}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        helperText={t('payroll.review.messageHelp')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'review-message' } }}
      />
      {blocked !== null && (
        <Typography variant="body2" color="text.secondary" data-testid="review-approve-blocked" data-reason={blocked}>
          {t(`payroll.review.approveBlocked.${blocked}`)}
        </Typography>
      )}
      <ConfirmDialog
        open={confirmUnattest}
        text={t('payroll.review.unattestConfirm')}
        confirmLabel={t('payroll.review.refuse.UNATTEST_MONTH')}
        danger
        onConfirm={() => {
          setConfirmUnattest(false);
          void refuse.run();
        }}
        onCancel={() => setConfirmUnattest(false)}
      />
    </FormDialog>
  );
}

interface RowProps {
  entry: JournalEntry;
  ticked: boolean;
  disabled: boolean;
  onTick(on: boolean): void;
}

function ReviewTripRow({ entry, ticked, disabled, onTick }: RowProps) {
  const { t, i18n } = useTranslation([ATTESTATION_NS, 'journal']);
  const purpose = purposeKind(entry.trip.purpose);
  return (
    <TableRow
      data-testid={`review-trip-${entry.journal_id}`}
      data-status={entry.status}
      selected={ticked}
      sx={{ verticalAlign: 'top' }}
    >
      <TableCell padding="checkbox">
        <Checkbox
          checked={ticked}
          disabled={disabled}
          onChange={(e) => onTick(e.target.checked)}
          slotProps={{
            input: {
              'aria-label': t('payroll.review.tick'),
              'data-testid': `review-tick-${entry.journal_id}`,
            } as object,
          }}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {stockholmDay(entry.trip.timestamp_start_ms)}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t(`journal:status.${entry.status}`)}
        </Typography>
      </TableCell>
      <TableCell>
        <TripTimesText entry={entry} />
      </TableCell>
      <TableCell>
        <TripRoute entry={entry} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatDistanceKm(entry.trip.odometer_max, i18n.language)}
      </TableCell>
      <TableCell>{purpose ? t(`journal:purpose.${purpose}`) : ''}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {entry.privateHidden ? '' : entry.trip.description}
        {entry.adminComment && (
          <Typography variant="caption" color="warning.main" sx={{ display: 'block' }}>
            {entry.adminComment}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}
