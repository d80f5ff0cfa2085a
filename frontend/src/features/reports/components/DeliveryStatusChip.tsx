import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { DeliveryStatus } from '../api/types';
import { REPORTS_NS } from '../i18n';

const COLOR = { QUEUED: 'info', SENT: 'success', FAILED: 'error', EMPTY: 'default' } as const;

export function DeliveryStatusChip({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      label={t(`deliveries.status.${status}`)}
      data-testid="delivery-status"
      data-status={status}
    />
  );
}
