import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDateTime } from '../../../lib/dates';
import { adminTripsApi } from '../api/admin-trips-api';
import type { RootTripTools } from '../hooks/useRootTripTools';
import { vehicleLabel } from '../lib/trip-display';
import { JOURNAL_NS } from '../i18n';
import { JournalHistoryDialog } from './JournalHistoryDialog';
import { MoveTripDialog } from './MoveTripDialog';

// The dialogs the rows' superadmin buttons open: history, move, and the delete confirmation (spec 02 §2.4).
export function RootTripModals({ tools }: { tools: RootTripTools }) {
  const { t } = useTranslation(JOURNAL_NS);
  const { modal, close, scope } = tools;
  const entry = modal?.entry;
  const remove = () => {
    close();
    if (!entry) return;
    adminTripsApi
      .remove(entry.journal_id, scope)
      .then(() => {
        notifySuccess(t('root.deleted'));
        tools.removed(entry);
      })
      // The client's toast says why.
      .catch(() => undefined);
  };
  return (
    <>
      {modal?.kind === 'history' && <JournalHistoryDialog entry={modal.entry} scope={scope} onClose={close} />}
      {modal?.kind === 'move' && (
        <MoveTripDialog
          entry={modal.entry}
          scope={scope}
          onClose={close}
          onMoved={(moved) => {
            close();
            tools.removed(moved);
          }}
        />
      )}
      <ConfirmDialog
        open={modal?.kind === 'delete'}
        text={
          entry
            ? t('root.deleteConfirm', {
                time: formatDateTime(entry.trip.timestamp_start_ms),
                vehicle: vehicleLabel(entry.vehicle),
              })
            : ''
        }
        confirmLabel={t('root.deleteOk')}
        danger
        onConfirm={remove}
        onCancel={close}
      />
    </>
  );
}
