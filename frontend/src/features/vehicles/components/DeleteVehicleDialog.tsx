import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { Vehicle } from '../api/types';

interface Props<V extends Vehicle> {
  // The vehicle asked about; the dialog is open while it is set.
  vehicle: V | null;
  onClose(): void;
  onDelete(vehicle: V): Promise<unknown>;
}

// Asks before a vehicle is deleted (vehicles and superadmin vehicles lists): confirming closes it, then deletes; a
// failure is already shown by the client.
export function DeleteVehicleDialog<V extends Vehicle>({ vehicle, onClose, onDelete }: Props<V>) {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  return (
    <ConfirmDialog
      open={vehicle !== null}
      text={t('deleteConfirm')}
      confirmLabel={t('common.delete')}
      danger
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        if (vehicle) void onDelete(vehicle).catch(() => undefined);
      }}
    />
  );
}
