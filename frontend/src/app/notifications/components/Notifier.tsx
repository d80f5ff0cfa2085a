import { Alert, AlertTitle, Snackbar } from '@mui/material';

import { useNotificationStore } from '../store/notification-store';

const AUTO_HIDE_MS = 6000;

// Shows the oldest pending notification; the next one appears when it closes.
export function Notifier() {
  const current = useNotificationStore((s) => s.items[0]);
  const dismiss = useNotificationStore((s) => s.dismiss);
  if (!current) return null;
  const close = () => dismiss(current.id);
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={AUTO_HIDE_MS}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity={current.severity}
        onClose={close}
        variant="filled"
        data-testid="notification"
        sx={{ minWidth: 280 }}
      >
        {current.description ? <AlertTitle>{current.title}</AlertTitle> : current.title}
        {current.description}
      </Alert>
    </Snackbar>
  );
}
