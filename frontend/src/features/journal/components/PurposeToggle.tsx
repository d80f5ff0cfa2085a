import { ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { JournalEntry } from '../api/types';
import { purposeKind, type PurposeKind } from '../lib/trip-display';
import type { Permission } from '../lib/trip-permissions';
import { JOURNAL_NS } from '../i18n';

interface Props {
  entry: JournalEntry;
  permission: Permission;
  busy: boolean;
  onChoose(next: PurposeKind): void;
}

// Business or private (spec 02 §4); private cannot be undone, which the Private button says before it is chosen.
export function PurposeToggle({ entry, permission, busy, onChoose }: Props) {
  const { t } = useTranslation(JOURNAL_NS);
  const current = purposeKind(entry.trip.purpose);
  const disabled = !permission.allowed || busy;
  // A refusal says why; otherwise the note that private cannot be undone (spec 02 §2.1).
  const hint = !permission.allowed
    ? t(`denied.${permission.reason}`)
    : current !== 'PRIVATE'
      ? t('purpose.irreversibleNote')
      : '';
  const id = entry.journal_id;
  return (
    <Tooltip title={hint}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={current}
        disabled={disabled}
        onChange={(_, next: PurposeKind | null) => next && onChoose(next)}
        aria-label={t('purpose.label')}
        data-testid={`trip-purpose-${id}`}
        data-purpose={current ?? ''}
      >
        <ToggleButton value="BUSINESS" data-testid={`trip-purpose-${id}-BUSINESS`} sx={{ px: 1, py: 0.25 }}>
          {t('purpose.BUSINESS')}
        </ToggleButton>
        <ToggleButton value="PRIVATE" data-testid={`trip-purpose-${id}-PRIVATE`} sx={{ px: 1, py: 0.25 }}>
          {t('purpose.PRIVATE')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Tooltip>
  );
}
