import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { AttestMonth } from '../api/types';
import { monthStatus, type MonthStatus } from '../lib/month-status';
import { ATTESTATION_NS } from '../i18n';

const COLORS: Record<MonthStatus, ChipProps['color']> = {
  APPROVED: 'success',
  REFUSED: 'error',
  ATTESTED: 'info',
  NOT_ATTESTED: 'default',
};

// Approved, denied, attested or not attested (spec 02 §4).
export function MonthStatusChip({ month, testId }: { month: AttestMonth; testId?: string }) {
  const { t } = useTranslation(ATTESTATION_NS);
  const status = monthStatus(month);
  return (
    <Chip
      size="small"
      variant={status === 'NOT_ATTESTED' ? 'outlined' : 'filled'}
      color={COLORS[status]}
      label={t(`status.${status}`)}
      data-testid={testId}
      data-status={status}
    />
  );
}
