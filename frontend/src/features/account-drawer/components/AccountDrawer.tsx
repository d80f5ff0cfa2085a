import Close from '@mui/icons-material/Close';
import Logout from '@mui/icons-material/Logout';
import { Box, Button, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useIsMobile } from '../../../lib/useIsMobile';
import { LanguageSwitch } from '../../../app/navigation/components/LanguageSwitch';
import { useLayoutStore } from '../../../app/navigation/store/layout-store';
import { selectSelectedOrganization, useSessionStore } from '../../../app/session/store/session-store';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DefaultVehicles } from './DefaultVehicles';
import { DrawerPreferences } from './DrawerPreferences';
import { OrganizationSwitcher } from './OrganizationSwitcher';

export const ACCOUNT_DRAWER_WIDTH = 350;

export function AccountDrawer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const open = useLayoutStore((s) => s.accountOpen);
  const setOpen = useLayoutStore((s) => s.setAccountOpen);
  const user = useSessionStore((s) => s.user);
  const organization = useSessionStore(selectSelectedOrganization);
  const showArchived = useSessionStore((s) => s.showArchived);
  const logout = useSessionStore((s) => s.logout);
  // Show-archived changes every list, so the page reloads on close when it was toggled (spec 01 §2.4).
  const showArchivedAtOpen = useRef(showArchived);

  const close = () => {
    setOpen(false);
    if (showArchivedAtOpen.current !== useSessionStore.getState().showArchived) window.location.reload();
  };

  const doLogout = () => {
    setOpen(false);
    logout();
    navigate('/auth/login', { replace: true });
  };

  if (!user) return null;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      // Above the fixed app bar, which sits over the permanent side navigation.
      sx={{ zIndex: (th) => th.zIndex.modal }}
      slotProps={{
        transition: { onEnter: () => (showArchivedAtOpen.current = useSessionStore.getState().showArchived) },
      }}
      data-testid="account-drawer"
    >
      {/* The body scrolls; the logout button sits in a footer below it, so sections that load their data after the
          drawer opens (default vehicles, check-in) never move it under the pointer. */}
      <Box
        sx={{
          width: mobile ? '100vw' : ACCOUNT_DRAWER_WIDTH,
          maxWidth: '100vw',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
        }}
        role="region"
        aria-label={t('drawer.title')}
      >
        <Box sx={{ flex: 1, overflowY: 'auto', p: 2 }}>
          <Stack direction="row" alignItems="center" justifyContent="space-between">
            <Typography variant="h6">{t('drawer.title')}</Typography>
            <IconButton onClick={close} aria-label={t('common.close')} data-testid="account-drawer-close">
              <Close />
            </IconButton>
          </Stack>
          <Typography fontWeight={600} data-testid="drawer-user-name">
            {user.displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="drawer-organization">
            {organization?.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {user.displayEmail}
          </Typography>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <OrganizationSwitcher />
            <LanguageSwitch withLabel />
            <Divider />
            <DefaultVehicles />
            <Divider />
            <DrawerPreferences />
            <Divider />
            <ChangePasswordForm />
          </Stack>
        </Box>
        <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
          <Button
            fullWidth
            variant="outlined"
            color="error"
            startIcon={<Logout />}
            onClick={doLogout}
            data-testid="logout"
          >
            {t('auth.logout')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
