import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { useMutation } from '../../../lib/useMutation';
import { alarmPeriodsApi } from '../api/alarms-api';
import type { AlarmPeriod } from '../api/types';
import { ALARMS_NS } from '../i18n';
import { COMMENT_MAX } from '../lib/alarm-fields';

interface Props {
  period: AlarmPeriod;
  onClose(): void;
  onDone(): void;
}

// Acknowledging opens a comment entry (spec 03 §2, §4): at most 40 characters.
export function AcknowledgeDialog({ period, onClose, onDone }: Props) {
  const { t } = useTranslation(ALARMS_NS);
  const [comment, setComment] = useState('');
  const save = useMutation(
    () => alarmPeriodsApi.acknowledge(period.activeAlarmPeriodId, { acknowledged: true, comment: comment.trim() }),
    { onSuccess: onDone },
  );
  return (
    <FormDialog
      title={t('events.acknowledgeTitle')}
      onSubmit={() => void save.run()}
      onClose={onClose}
      busy={save.busy}
      submitDisabled={comment.length > COMMENT_MAX}
      submitLabel={t('events.acknowledge')}
      submitTestId="acknowledge-save"
      testId="acknowledge-dialog"
      error={save.error}
      onErrorClose={save.reset}
    >
      <TextField
        label={t('events.comment')}
        value={comment}
        autoFocus
        onChange={(e) => setComment(e.target.value)}
        helperText={`${t('events.commentHelp')} (${comment.length}/${COMMENT_MAX})`}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX, 'data-testid': 'acknowledge-comment' } }}
      />
    </FormDialog>
  );
}
