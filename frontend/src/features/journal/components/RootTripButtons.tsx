import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EditNote from '@mui/icons-material/EditNote';
import History from '@mui/icons-material/History';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

import type { JournalEntry } from '../api/types';
import { useRootTripTools, type RootTripModalKind } from '../hooks/useRootTripTools';
import { JOURNAL_NS } from '../i18n';

// A trip row's superadmin tools (spec 02 §2.1, §6): the superadmin-mode switch, history, move and delete. Nothing
// for anyone else.
export function RootTripButtons({ entry }: { entry: JournalEntry }) {
  const { t } = useTranslation(JOURNAL_NS);
  const tools = useRootTripTools();
  if (!tools) return null;
  const id = entry.journal_id;
  const on = tools.editing.has(id);
  const modalButton = (kind: RootTripModalKind, label: string, icon: ReactElement, danger = false) => (
    <Tooltip title={label}>
      <IconButton
        size="small"
        color={danger ? 'error' : 'default'}
        aria-label={label}
        onClick={() => tools.open(kind, entry)}
        data-testid={`trip-${kind}-${id}`}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={0.5} data-testid={`trip-root-tools-${id}`}>
      <Tooltip title={on ? t('root.modeOff') : t('root.modeOn')}>
        <IconButton
          size="small"
          color={on ? 'primary' : 'default'}
          aria-pressed={on}
          aria-label={t('root.modeOn')}
          onClick={() => tools.toggleEditing(id)}
          data-testid={`trip-root-mode-${id}`}
          sx={on ? { bgcolor: 'action.selected' } : undefined}
        >
          <EditNote fontSize="small" />
        </IconButton>
      </Tooltip>
      {modalButton('history', t('root.history'), <History fontSize="small" />)}
      {modalButton('move', t('root.move'), <DriveFileMoveOutlined fontSize="small" />)}
      {modalButton('delete', t('root.delete'), <DeleteOutline fontSize="small" />, true)}
    </Stack>
  );
}
