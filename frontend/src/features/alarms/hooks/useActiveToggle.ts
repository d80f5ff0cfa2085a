import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { ALARMS_NS } from '../i18n';

interface Toggle {
  activeOf(s: { alarmSettingsId: number; active: boolean }): boolean;
  busy(s: { alarmSettingsId: number }): boolean;
  toggle(s: { alarmSettingsId: number }, active: boolean): Promise<void>;
}

// The list's active switches (spec 03 §4): the PATCH {active} goes at once; the switch shows the new state while it
// runs and the list is read again after it. A refusal is the API client's toast, and the switch falls back.
export function useActiveToggle(
  setActive: (id: number, active: boolean) => Promise<unknown>,
  reload: () => Promise<void>,
): Toggle {
  const { t } = useTranslation(ALARMS_NS);
  const [pending, setPending] = useState<Record<number, boolean>>({});
  const toggle = useCallback(
    async (s: { alarmSettingsId: number }, active: boolean) => {
      const id = s.alarmSettingsId;
      setPending((p) => ({ ...p, [id]: active }));
      try {
        await setActive(id, active);
        notifySuccess(t(active ? 'list.activated' : 'list.deactivated'));
        await reload();
      } catch {
        // Shown by the API client.
      } finally {
        setPending(({ [id]: _done, ...rest }) => rest);
      }
    },
    [setActive, reload, t],
  );
  // One object per change, so that the lists' columns are built again only when a switch changes.
  return useMemo(
    () => ({
      activeOf: (s) => pending[s.alarmSettingsId] ?? s.active,
      busy: (s) => s.alarmSettingsId in pending,
      toggle,
    }),
    [pending, toggle],
  );
}
