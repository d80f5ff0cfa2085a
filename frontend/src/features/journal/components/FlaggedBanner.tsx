import { Alert, FormControlLabel, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { JOURNAL_NS } from '../i18n';

interface Props {
  count: number;
  onlyFlagged: boolean;
  onOnlyFlagged(on: boolean): void;
}

// Shown while some trips are flagged for correction (status BAD), with the switch to list only flagged trips.
export function FlaggedBanner({ count, onlyFlagged, onOnlyFlagged }: Props) {
  const { t } = useTranslation(JOURNAL_NS);
  return (
    <Alert
      severity="warning"
      data-testid="journal-flagged-banner"
      action={
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              size="small"
              checked={onlyFlagged}
              onChange={(e) => onOnlyFlagged(e.target.checked)}
              slotProps={{ input: { 'data-testid': 'journal-only-flagged' } as object }}
            />
          }
          label={t('flagged.onlyFlagged')}
        />
      }
    >
      {t('flagged.text', { count })}
    </Alert>
  );
}
