import { Box, CircularProgress, Stack, Toolbar } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { useIsMobile } from '../../../lib/useIsMobile';
import { AccountDrawer } from '../../../features/account-drawer/components/AccountDrawer';
import { useSessionStore } from '../../session/store/session-store';
import { GdprPrompt } from './GdprPrompt';
import { Header } from './Header';
import { InfoTabStrip } from './InfoTabStrip';
import { MobileDrawer } from './MobileDrawer';
import { NavBreadcrumbs } from './NavBreadcrumbs';
import { SideNav } from './SideNav';
import { TopNav } from './TopNav';

export function AppLayout() {
  const mobile = useIsMobile();
  const menuType = useSessionStore((s) => s.menuType);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Header />
      {mobile ? <MobileDrawer /> : menuType === 'side' && <SideNav />}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        {!mobile && menuType === 'top' && <TopNav />}
        <Stack spacing={1} sx={{ px: { xs: 1, sm: 3 }, pt: 2 }}>
          <NavBreadcrumbs />
          <InfoTabStrip />
        </Stack>
        <Box sx={{ px: { xs: 1, sm: 3 }, py: 2, flexGrow: 1, minWidth: 0 }}>
          <Suspense fallback={<CircularProgress sx={{ m: 4 }} />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <AccountDrawer />
      <GdprPrompt />
    </Box>
  );
}
