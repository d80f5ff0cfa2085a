import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { FormDialog } from '../../../components/FormDialog';
import { useMutation } from '../../../lib/useMutation';
import { attestationApi } from '../api/attestation-api';
import type { AttestMonth } from '../api/types';
import { formatMonth } from '../lib/attest-months';
import { monthVehicleLabel } from '../lib/payroll-rows';
import { ATTESTATION_NS } from '../i18n';

interface Props {
  row: AttestMonth;
  onClose(): void;
  onSent(): void;
}

// Remind a driver by e-mail to attest the month (spec 02 §4, §8 "Message to a driver sent"), with an optional message.
export function RemindDialog({ row, onClose, onSent }: Props) {
  const { t, i18n } = useTranslation(ATTESTATION_NS);
  const [message, setMessage] = useState('');
  const remind = useMutation(() => attestationApi.remind(row, message.trim()), {
    onSuccess: () => {
      notifySuccess(t('payroll.remind.sent'));
      onSent();
    },
  });
  return (
    <FormDialog
      title={t('payroll.remind.title')}
      testId="remind-dialog"
      busy={remind.busy}
      submitLabel={t('payroll.remind.send')}
      submitTestId="remind-send"
      onSubmit={() => void remind.run()}
      onClose={onClose}
      error={remind.error}
      onErrorClose={remind.reset}
    >
      <Typography variant="body2">
        {t('payroll.remind.text', {
          driver: row.driverName,
          month: formatMonth(row, i18n.language),
          vehicle: monthVehicleLabel(row) || `#${row.vehicleId}`,
        })}
      </Typography>
      <TextField
        label={t('payroll.remind.message')}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'remind-message' } }}
      />
    </FormDialog>
  );
}
