import { DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { useMutation } from '../../../lib/useMutation';
import { sessionApi } from '../../session/api/session-api';
import { useSessionStore } from '../../session/store/session-store';

export function GdprPrompt() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  const logout = useSessionStore((s) => s.logout);
  // A failure is notified by the client; the prompt stays.
  const approve = useMutation((userId: number) => sessionApi.approveGdpr(userId), {
    onSuccess: (updated) => user && setUser({ ...user, ...updated, hasApprovedGdpr: true }),
  });
  if (!user || user.hasApprovedGdpr) return null;

  return (
    <FormDialog
      title={t('layout.gdprTitle')}
      testId="gdpr-prompt"
      modal
      busy={approve.busy}
      submitLabel={t('layout.gdprApprove')}
      submitTestId="gdpr-approve"
      cancelLabel={t('auth.logout')}
      onSubmit={() => void approve.run(user.userId)}
      onClose={logout}
    >
      <DialogContentText>{t('layout.gdprText')}</DialogContentText>
    </FormDialog>
  );
}
