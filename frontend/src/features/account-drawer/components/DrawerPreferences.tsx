import { FormControlLabel, Stack, Switch, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { MapType } from '../../../api/types';
import { sessionApi } from '../../../app/session/api/session-api';
import { useSessionStore } from '../../../app/session/store/session-store';

export function DrawerPreferences() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  const showArchived = useSessionStore((s) => s.showArchived);
  const setShowArchived = useSessionStore((s) => s.setShowArchived);
  const menuType = useSessionStore((s) => s.menuType);
  const setMenuType = useSessionStore((s) => s.setMenuType);
  if (!user) return null;
  const mapType: MapType = user.mapType === 'LIGHT' ? 'LIGHT' : 'DARK';

  const changeMapType = async (value: MapType | null) => {
    if (!value || value === mapType) return;
    const previous = user;
    setUser({ ...user, mapType: value });
    try {
      await sessionApi.setMapType(user.userId, value);
    } catch {
      setUser(previous);
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('drawer.mapType')}</Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mapType}
        onChange={(_, v: MapType | null) => void changeMapType(v)}
        aria-label={t('drawer.mapType')}
      >
        <ToggleButton value="LIGHT" data-testid="map-type-light">
          {t('drawer.mapLight')}
        </ToggleButton>
        <ToggleButton value="DARK" data-testid="map-type-dark">
          {t('drawer.mapDark')}
        </ToggleButton>
      </ToggleButtonGroup>
      <FormControlLabel
        control={
          <Switch
            checked={showArchived}
            onChange={(e) => setShowArchived(e.target.checked)}
            slotProps={{ input: { 'aria-label': t('drawer.showArchived') } }}
            data-testid="show-archived"
          />
        }
        label={t('drawer.showArchived')}
      />
      {user.roles.includes('ROOT') && (
        <FormControlLabel
          control={
            <Switch
              checked={menuType === 'top'}
              onChange={(e) => setMenuType(e.target.checked ? 'top' : 'side')}
              data-testid="menu-type"
            />
          }
          label={t('drawer.menuType')}
        />
      )}
    </Stack>
  );
}
