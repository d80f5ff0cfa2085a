import { Box, Drawer, Toolbar } from '@mui/material';

import { useLayoutStore } from '../store/layout-store';
import { NavMenuList } from './NavMenuList';

export const SIDE_NAV_WIDTH = 260;
export const SIDE_NAV_COLLAPSED_WIDTH = 68;

export function SideNav() {
  const collapsed = useLayoutStore((s) => s.collapsed);
  const width = collapsed ? SIDE_NAV_COLLAPSED_WIDTH : SIDE_NAV_WIDTH;
  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        transition: 'width 150ms',
        '& .MuiDrawer-paper': { width, boxSizing: 'border-box', overflowX: 'hidden', transition: 'width 150ms' },
      }}
    >
      <Toolbar />
      <Box sx={{ overflowY: 'auto', py: 1 }}>
        <NavMenuList collapsed={collapsed} />
      </Box>
    </Drawer>
  );
}
