import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { JournalEntry } from '../api/types';
import type { Permission } from '../lib/trip-permissions';
import { JOURNAL_NS } from '../i18n';

// The journal service's limit (journal-rules DESCRIPTION_MAX_LENGTH).
const DESCRIPTION_MAX_LENGTH = 500;

interface Props {
  entry: JournalEntry;
  permission: Permission;
  busy: boolean;
  onSave(description: string): Promise<boolean>;
}

// The trip's description, saved when the field is left (or on Enter); a refused save puts the old text back.
// Remounted (keyed by the saved text) whenever the server answers another description.
export function DescriptionField({ entry, permission, busy, onSave }: Props) {
  const { t } = useTranslation(JOURNAL_NS);
  const saved = entry.trip.description;
  const [text, setText] = useState(saved);
  const id = entry.journal_id;

  if (entry.privateHidden) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {t('privatePlaceholder')}
      </Typography>
    );
  }
  if (!permission.allowed) {
    return (
      <Typography variant="body2" data-testid={`trip-description-text-${id}`} sx={{ overflowWrap: 'anywhere' }}>
        {saved || '–'}
      </Typography>
    );
  }

  const commit = async () => {
    const next = text.trim();
    if (next === saved) return;
    if (!(await onSave(next))) setText(saved);
  };

  return (
    <TextField
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
        if (e.key === 'Escape') setText(saved);
      }}
      disabled={busy}
      placeholder={t('description.placeholder')}
      aria-label={t('description.label')}
      slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX_LENGTH, 'data-testid': `trip-description-${id}` } }}
    />
  );
}
