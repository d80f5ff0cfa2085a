import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { JournalEntry } from '../api/types';
import { useAutosave } from '../hooks/useAutosave';
import { JOURNAL_NS } from '../i18n';

// The journal service's limit (journal-rules ADMIN_COMMENT_MAX_LENGTH).
const ADMIN_COMMENT_MAX_LENGTH = 1000;
const MAX_ROWS = 4;

// Where the browser sizes a textarea to its text itself (CSS field-sizing), the field is a plain textarea that
// grows that way: MUI's autosizing textarea measures the page in a layout effect, which for a list of 50 trips
// forced 50 layouts in a row (about a third of the time the rows took to appear). Elsewhere MUI's autosizing, to
// the same four rows (1.4375em is InputBase's line height).
const NATIVE_AUTOSIZE = typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content') === true;
const nativeAutosize = {
  inputComponent: 'textarea',
  rows: 1,
  style: { fieldSizing: 'content', maxHeight: `calc(${MAX_ROWS} * 1.4375em)` },
} as const;

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
      maxRows={MAX_ROWS}
      label={t('adminComment.label')}
      placeholder={t('adminComment.placeholder')}
      error={state === 'error'}
      sx={state === 'saved' ? { '& .MuiOutlinedInput-notchedOutline': { borderColor: 'success.main' } } : undefined}
      helperText={helper}
      data-testid={`trip-admin-comment-field-${id}`}
      data-save-state={state}
      slotProps={{
        htmlInput: {
          maxLength: ADMIN_COMMENT_MAX_LENGTH,
          'data-testid': `trip-admin-comment-${id}`,
          ...(NATIVE_AUTOSIZE && { rows: nativeAutosize.rows, style: nativeAutosize.style }),
        },
        input: {
          inputComponent: NATIVE_AUTOSIZE ? nativeAutosize.inputComponent : undefined,
          endAdornment: adornment ? <InputAdornment position="end">{adornment}</InputAdornment> : undefined,
        },
        formHelperText: { sx: state === 'saved' ? { color: 'success.main' } : undefined },
      }}
    />
  );
}
