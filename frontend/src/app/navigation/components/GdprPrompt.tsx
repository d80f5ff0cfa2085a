import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { sessionApi } from '../../../features/session/api/session-api';
import { useSessionStore } from '../../../features/session/store/session-store';

export function GdprPrompt() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  const logout = useSessionStore((s) => s.logout);
  const [busy, setBusy] = useState(false);
  if (!user || user.hasApprovedGdpr) return null;

  const approve = async () => {
    setBusy(true);
    try {
      const updated = await sessionApi.approveGdpr(user.userId);
      setUser({ ...user, ...updated, hasApprovedGdpr: true });
    } catch {
      // Notified by the client; the prompt stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open maxWidth="sm" data-testid="gdpr-prompt">
      <DialogTitle>{t('layout.gdprTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('layout.gdprText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={logout}>{t('auth.logout')}</Button>
        <Button variant="contained" onClick={approve} disabled={busy} data-testid="gdpr-approve">
          {t('layout.gdprApprove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
