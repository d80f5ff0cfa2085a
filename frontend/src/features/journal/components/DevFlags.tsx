import Close from '@mui/icons-material/Close';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { Alert, IconButton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { JournalEntry } from '../api/types';
import { JOURNAL_NS } from '../i18n';

const KNOWN_FLAGS = new Set(['INCOMPATIBLE_PURPOSES', 'LATE_IN_ATTESTED_MONTH']);

interface DevFlagsProps {
  entry: JournalEntry;
  /** The trip's driver may dismiss them (spec 02 §4); others only read them. */
  dismissible: boolean;
  busy: boolean;
  onDismiss(): void;
}

/** The system's flags on a trip (devComment, spec 02 §3), each explained, with the driver's dismissal. */
export function DevFlags({ entry, dismissible, busy, onDismiss }: DevFlagsProps) {
  const { t } = useTranslation(JOURNAL_NS);
  if (entry.devComment.length === 0) return null;
  return (
    <Stack spacing={0.5} data-testid={`trip-flags-${entry.journal_id}`}>
      {entry.devComment.map((flag, index) => (
        <Alert
          key={flag}
          severity="warning"
          variant="outlined"
          icon={<FlagOutlined fontSize="small" />}
          sx={{ py: 0, '& .MuiAlert-message': { py: 0.5 } }}
          action={
            dismissible && index === 0 ? (
              <IconButton
                size="small"
                aria-label={t('devFlags.dismiss')}
                title={t('devFlags.dismiss')}
                disabled={busy}
                onClick={onDismiss}
                data-testid={`trip-flags-dismiss-${entry.journal_id}`}
              >
                <Close fontSize="small" />
              </IconButton>
            ) : undefined
          }
        >
          {KNOWN_FLAGS.has(flag) ? t(`devFlags.${flag}`) : t('devFlags.other', { flag })}
        </Alert>
      ))}
    </Stack>
  );
}
