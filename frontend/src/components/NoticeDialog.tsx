import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  text: ReactNode;
  okLabel: ReactNode;
  onClose(): void;
  testId?: string;
  okTestId?: string;
}

// What a finished action leaves the user to do (e.g. move the unit physically): one message, one button.
export function NoticeDialog({ title, text, okLabel, onClose, testId, okTestId }: Props) {
  return (
    <Dialog open onClose={onClose} data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid={okTestId}>
          {okLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
