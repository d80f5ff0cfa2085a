import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiErrorText } from '../../../lib/api-error-text';
import { ALARMS_NS } from '../i18n';

interface Props {
  testId: string;
  title: string;
  creating: boolean;
  loading: boolean;
  loadFailed: boolean;
  busy: boolean;
  submitDisabled?: boolean;
  error: unknown;
  onErrorClose(): void;
  onCancel(): void;
  onSubmit(): void;
  children: ReactNode;
}

// The frame of both editor pages: title, the server's error in the catalogue's words, sections, Cancel and
// Create/Save.
export function EditorShell(props: Props) {
  const { t } = useTranslation(ALARMS_NS);
  const errorText = useApiErrorText();
  const buttons = (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={props.onCancel} data-testid="alarm-cancel">
        {t('editor.cancel')}
      </Button>
      <Button
        variant="contained"
        onClick={props.onSubmit}
        disabled={props.busy || props.loading || props.loadFailed || props.submitDisabled}
        data-testid="alarm-save"
      >
        {props.creating ? t('editor.create') : t('editor.save')}
      </Button>
    </Stack>
  );
  return (
    <Box data-testid={props.testId} data-state={props.loading ? 'loading' : 'done'} sx={{ maxWidth: 1100 }}>
      <Typography variant="h5" sx={{ mb: 2 }} data-testid="alarm-editor-title">
        {props.title}
      </Typography>
      {props.error ? (
        <Alert severity="error" onClose={props.onErrorClose} sx={{ mb: 2 }} data-testid="alarm-save-error">
          {errorText(props.error)}
        </Alert>
      ) : null}
      {props.loadFailed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('editor.loadFailed')}
        </Alert>
      )}
      {props.loading ? (
        <CircularProgress />
      ) : (
        <Stack spacing={2}>
          {props.children}
          {buttons}
        </Stack>
      )}
    </Box>
  );
}
