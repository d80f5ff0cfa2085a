import { useCallback, useState } from 'react';

import { useSessionStore } from '../../../app/session/store/session-store';
import {
  loadColumnSettings,
  resetColumnSettings,
  saveColumnSettings,
  settingsKey,
  showAll,
  type ColumnSettings,
} from '../lib/column-settings';

export function useColumnSettings(tableId: string, hiddenByDefault: readonly string[], allFields: readonly string[]) {
  const userId = useSessionStore((s) => s.user?.userId);
  const key = settingsKey(userId, tableId);
  const [settings, setSettings] = useState<ColumnSettings>(() => loadColumnSettings(key, hiddenByDefault));

  const update = useCallback(
    (next: ColumnSettings) => {
      setSettings(next);
      saveColumnSettings(key, next);
    },
    [key],
  );

  return {
    settings,
    setHidden: (field: string, hidden: boolean) =>
      update({ ...settings, hidden: { ...settings.hidden, [field]: hidden } }),
    setWidth: (field: string, width: number) =>
      update({ ...settings, widths: { ...settings.widths, [field]: Math.round(width) } }),
    showAll: () => update({ ...settings, ...showAll(allFields) }),
    reset: () => {
      resetColumnSettings(key);
      setSettings(loadColumnSettings(key, hiddenByDefault));
    },
  };
}
