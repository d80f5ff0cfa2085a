import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { AppBar, Box, ButtonBase, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { AlarmBell } from '../../../features/alarms/components/AlarmBell';
import { useIsMobile } from '../../../lib/useIsMobile';
import { selectSelectedOrganization, useSessionStore } from '../../session/store/session-store';
import { useLayoutStore } from '../store/layout-store';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MenuSearch } from './MenuSearch';

export function Header() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const user = useSessionStore((s) => s.user);
  const organization = useSessionStore(selectSelectedOrganization);
  const menuType = useSessionStore((s) => s.menuType);
  const collapsed = useLayoutStore((s) => s.collapsed);
  const toggleCollapsed = useLayoutStore((s) => s.toggleCollapsed);
  const setMobileOpen = useLayoutStore((s) => s.setMobileOpen);
  const setAccountOpen = useLayoutStore((s) => s.setAccountOpen);

  const showToggle = mobile || menuType === 'side';
  const toggleLabel = mobile ? t('menu.openMenu') : collapsed ? t('menu.expand') : t('menu.collapse');

  return (
    <AppBar
      position="fixed"
      color="default"
      elevation={0}
      sx={{ zIndex: (th) => th.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1.5 }}>
        {showToggle && (
          <IconButton
            edge="start"
            onClick={() => (mobile ? setMobileOpen(true) : toggleCollapsed())}
            aria-label={toggleLabel}
            data-testid="menu-toggle"
          >
            {!mobile && !collapsed ? <MenuOpen /> : <MenuIcon />}
          </IconButton>
        )}
        <Stack direction="row" spacing={1} alignItems="center">
          <Logo size={30} />
          {!mobile && (
            <Typography variant="h6" fontWeight={600} noWrap>
              Fleetlog
            </Typography>
          )}
        </Stack>
        {!mobile && (
          <Box sx={{ width: 260, ml: 2 }}>
            <MenuSearch />
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {!mobile && <LanguageSwitch />}
        <AlarmBell />
        <ButtonBase
          onClick={() => setAccountOpen(true)}
          aria-label={t('layout.myAccount')}
          data-testid="account-button"
          sx={{ borderRadius: 1, px: 1, py: 0.5, textAlign: 'right', gap: 1 }}
        >
          {!mobile && (
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" fontWeight={600} noWrap data-testid="header-user-name">
                {user?.displayName}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                noWrap
                component="div"
                data-testid="header-organization"
              >
                {organization?.fullName}
              </Typography>
            </Box>
          )}
          <AccountCircle />
        </ButtonBase>
      </Toolbar>
    </AppBar>
  );
}
