import CheckCircle from '@mui/icons-material/CheckCircle';
import Flag from '@mui/icons-material/Flag';
import Lock from '@mui/icons-material/Lock';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Verified from '@mui/icons-material/Verified';
import { IconButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

import type { TripStatus } from '../api/types';
import type { StatusAction } from '../lib/trip-permissions';
import { JOURNAL_NS } from '../i18n';

const ICONS: Record<TripStatus, ReactElement> = {
  NONE: <RadioButtonUnchecked />,
  CHECKED: <CheckCircle color="success" />,
  LOCKED: <Lock color="info" />,
  BAD: <Flag color="error" />,
  CORRECTED: <TaskAlt color="warning" />,
  DONE: <Verified color="success" />,
};

interface Props {
  journalId: number;
  status: TripStatus;
  action: StatusAction;
  busy: boolean;
  onClick(): void;
}

// The status icon; for the trip's own driver it confirms or corrects the trip, and undoes either (spec 02 §4).
export function TripStatusButton({ journalId, status, action, busy, onClick }: Props) {
  const { t } = useTranslation(JOURNAL_NS);
  const hint = action.allowed ? t(`action.${action.kind}`) : t(`denied.${action.reason}`);
  return (
    <Tooltip title={`${t(`status.${status}`)} – ${hint}`}>
      {/* A disabled button gets no pointer events; the span keeps the tooltip. */}
      <span>
        <IconButton
          size="small"
          onClick={onClick}
          disabled={!action.allowed || busy}
          aria-label={`${t(`status.${status}`)}: ${hint}`}
          data-testid={`trip-status-${journalId}`}
          data-status={status}
          sx={{ '&.Mui-disabled > svg': { opacity: 0.8 } }}
        >
          {ICONS[status]}
        </IconButton>
      </span>
    </Tooltip>
  );
}
