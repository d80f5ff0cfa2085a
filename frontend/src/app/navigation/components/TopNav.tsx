import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, ListItemIcon, Menu, MenuItem, Paper } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import { useFilteredMenu } from '../hooks/useVisibleMenu';
import { MenuIcon } from './menu-icons';

// The alternative menu layout (menu type 'top'), one drop-down per group.
export function TopNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const groups = useFilteredMenu();
  const [open, setOpen] = useState<{ key: string; anchor: HTMLElement } | null>(null);

  return (
    <Paper square elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }} data-testid="top-menu">
      <Box component="nav" aria-label="menu" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 0.5 }}>
        {groups.map((group) => {
          const active = group.entries.some((e) => pathname.startsWith(`/app/${e}`));
          return (
            <Box key={group.key}>
              <Button
                color={active ? 'primary' : 'inherit'}
                endIcon={<ExpandMore />}
                onClick={(e) => setOpen({ key: group.key, anchor: e.currentTarget })}
                data-testid={`top-menu-group-${group.key}`}
              >
                {t(`menu.groups.${group.key}`)}
              </Button>
              <Menu
                anchorEl={open?.key === group.key ? open.anchor : null}
                open={open?.key === group.key}
                onClose={() => setOpen(null)}
              >
                {group.entries.map((entry) => (
                  <MenuItem
                    key={entry}
                    component={RouterLink}
                    to={`/app/${entry}`}
                    onClick={() => setOpen(null)}
                    selected={pathname.startsWith(`/app/${entry}`)}
                    data-testid={`menu-${entry}`}
                  >
                    <ListItemIcon>
                      <MenuIcon entry={entry} />
                    </ListItemIcon>
                    {t(`menu.entries.${entry}`)}
                  </MenuItem>
                ))}
              </Menu>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
