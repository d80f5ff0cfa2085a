import { Box, Drawer, Stack, Typography } from '@mui/material';

import { useLayoutStore } from '../store/layout-store';
import { Logo } from './Logo';
import { MenuSearch } from './MenuSearch';
import { NavMenuList } from './NavMenuList';
import { SIDE_NAV_WIDTH } from './SideNav';

export function MobileDrawer() {
  const open = useLayoutStore((s) => s.mobileOpen);
  const setOpen = useLayoutStore((s) => s.setMobileOpen);
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={() => setOpen(false)}
      ModalProps={{ keepMounted: true }}
      sx={{ zIndex: (th) => th.zIndex.modal }}
      data-testid="mobile-drawer"
    >
      <Box sx={{ width: SIDE_NAV_WIDTH, py: 1 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ px: 2, py: 1 }}>
          <Logo size={28} />
          <Typography variant="h6">Fleetlog</Typography>
        </Stack>
        <Box sx={{ px: 2, pb: 1 }}>
          <MenuSearch />
        </Box>
        <NavMenuList onNavigate={() => setOpen(false)} />
      </Box>
    </Drawer>
  );
}
