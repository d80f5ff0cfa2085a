import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  type Breakpoint,
} from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiErrorText } from '../lib/api-error-text';

export interface FormDialogProps {
  title: ReactNode;
  children: ReactNode;
  onSubmit(): void;
  onClose(): void;
  open?: boolean;
  testId?: string;
  maxWidth?: Breakpoint;
  fullScreen?: boolean;
  /** Disables the submit button while a save runs (useMutation's `busy`). */
  busy?: boolean;
  submitDisabled?: boolean;
  submitLabel?: ReactNode;
  submitTestId?: string;
  cancelLabel?: ReactNode;
  /** No submit button (a dialog that only shows). */
  readOnly?: boolean;
  /** A failure shown above the fields: a text as it is, anything else as the API error's translated text. */
  error?: unknown;
  errorTestId?: string;
  onErrorClose?(): void;
  /** Between the title and the content (tabs). */
  header?: ReactNode;
  /** More buttons before cancel. */
  actions?: ReactNode;
  dividers?: boolean;
  /** Escape and the backdrop do not close it: the user must choose (cancel is still a choice). */
  modal?: boolean;
  /** Keeps tabbed dialogs from jumping in height between tabs. */
  minHeight?: number;
}

// The shell of every form dialog: title, fields, server error, cancel and submit. It is a form, so Enter submits;
// the submit event stops here so that a dialog opened from another dialog does not submit its parent too.
export function FormDialog(props: FormDialogProps) {
  const { t } = useTranslation();
  const apiErrorText = useApiErrorText();
  const { error } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!props.busy && !props.submitDisabled && !props.readOnly) props.onSubmit();
  };
  return (
    <Dialog
      open={props.open ?? true}
      onClose={props.modal ? undefined : props.onClose}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
      fullScreen={props.fullScreen}
      data-testid={props.testId}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle>{props.title}</DialogTitle>
      {props.header}
      <DialogContent dividers={props.dividers} sx={{ minHeight: props.minHeight }}>
        <Stack spacing={2} sx={{ pt: props.dividers ? 0 : 1 }}>
          {error ? (
            <Alert severity="error" onClose={props.onErrorClose} data-testid={props.errorTestId}>
              {typeof error === 'string' ? error : apiErrorText(error)}
            </Alert>
          ) : null}
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions>
        {props.actions}
        <Button onClick={props.onClose}>
          {props.cancelLabel ?? (props.readOnly ? t('common.close') : t('common.cancel'))}
        </Button>
        {!props.readOnly && (
          <Button
            type="submit"
            variant="contained"
            disabled={props.busy || props.submitDisabled}
            data-testid={props.submitTestId}
          >
            {props.submitLabel ?? t('common.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
