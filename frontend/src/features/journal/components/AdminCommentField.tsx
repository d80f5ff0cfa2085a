import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { JournalEntry } from '../api/types';
import { useAutosave } from '../hooks/useAutosave';
import { JOURNAL_NS } from '../i18n';

// The journal service's limit (journal-rules ADMIN_COMMENT_MAX_LENGTH).
const ADMIN_COMMENT_MAX_LENGTH = 1000;

interface Props {
  entry: JournalEntry;
  editable: boolean;
  onSave(adminComment: string): Promise<void>;
}

// Administrators write, drivers read. The comment saves itself one second after typing stops and the field shows
// whether that worked (spec 02 §4).
export function AdminCommentField({ entry, editable, onSave }: Props) {
  const id = entry.journal_id;
  if (!editable) {
    if (!entry.adminComment) return null;
    return <ReadOnlyComment id={id} text={entry.adminComment} />;
  }
  return <EditableComment entry={entry} onSave={onSave} />;
}

function ReadOnlyComment({ id, text }: { id: number; text: string }) {
  const { t } = useTranslation(JOURNAL_NS);
  return (
    <Box
      data-testid={`trip-admin-comment-text-${id}`}
      sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1, overflowWrap: 'anywhere' }}
    >
      <Typography variant="caption" color="text.secondary">
        {t('adminComment.label')}
      </Typography>
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}

function EditableComment({ entry, onSave }: Omit<Props, 'editable'>) {
  const { t } = useTranslation(JOURNAL_NS);
  const { value, state, change } = useAutosave(entry.adminComment, onSave);
  const id = entry.journal_id;
  const helper =
    state === 'saving'
      ? t('adminComment.saving')
      : state === 'saved'
        ? t('adminComment.saved')
        : state === 'error'
          ? t('adminComment.failed')
          : undefined;
  const adornment =
    state === 'saved' ? (
      <CheckCircle color="success" fontSize="small" />
    ) : state === 'error' ? (
      <ErrorOutline color="error" fontSize="small" />
    ) : null;
  return (
    <TextField
      value={value}
      onChange={(e) => change(e.target.value)}
      multiline
      maxRows={4}
      label={t('adminComment.label')}
      placeholder={t('adminComment.placeholder')}
      error={state === 'error'}
      sx={state === 'saved' ? { '& .MuiOutlinedInput-notchedOutline': { borderColor: 'success.main' } } : undefined}
      helperText={helper}
      data-testid={`trip-admin-comment-field-${id}`}
      data-save-state={state}
      slotProps={{
        htmlInput: { maxLength: ADMIN_COMMENT_MAX_LENGTH, 'data-testid': `trip-admin-comment-${id}` },
        input: adornment ? { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> } : undefined,
        formHelperText: { sx: state === 'saved' ? { color: 'success.main' } : undefined },
      }}
    />
  );
}
