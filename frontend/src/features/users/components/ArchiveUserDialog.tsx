import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/ConfirmDialog';

interface Props<U extends { displayName: string }> {
  // The user asked about; the dialog is open while it is set.
  user: U | null;
  onClose(): void;
  onArchive(user: U): void;
}

// Asks before a user is archived (users and superadmin users lists): confirming closes it, then archives.
export function ArchiveUserDialog<U extends { displayName: string }>({ user, onClose, onArchive }: Props<U>) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={user !== null}
      text={t('users.archiveConfirm', { name: user?.displayName ?? '' })}
      confirmLabel={t('common.archive')}
      danger
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        if (user) onArchive(user);
      }}
    />
  );
}
