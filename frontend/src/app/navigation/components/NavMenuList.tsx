import { List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import { useFilteredMenu } from '../hooks/useVisibleMenu';
import { MenuIcon } from './menu-icons';

interface Props {
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function NavMenuList({ collapsed = false, onNavigate }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const groups = useFilteredMenu();

  if (groups.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }} data-testid="menu-empty">
        {t('menu.noMatch')}
      </Typography>
    );
  }
  return (
    <nav aria-label="menu" data-testid="side-menu">
      {groups.map((group) => (
        <List
          key={group.key}
          dense
          data-testid={`menu-group-${group.key}`}
          subheader={
            collapsed ? undefined : (
              <ListSubheader
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  lineHeight: '32px',
                  textTransform: 'uppercase',
                  fontSize: 11,
                  letterSpacing: 1,
                }}
              >
                {t(`menu.groups.${group.key}`)}
              </ListSubheader>
            )
          }
        >
          {group.entries.map((entry) => {
            const path = `/app/${entry}`;
            const label = t(`menu.entries.${entry}`);
            const button = (
              <ListItemButton
                key={entry}
                component={RouterLink}
                to={path}
                selected={pathname === path || pathname.startsWith(`${path}/`)}
                onClick={onNavigate}
                data-testid={`menu-${entry}`}
                aria-label={label}
                sx={{ borderRadius: 1, mx: 1, px: collapsed ? 1.5 : 2 }}
              >
                <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36 }}>
                  <MenuIcon entry={entry} />
                </ListItemIcon>
                {!collapsed && <ListItemText primary={label} />}
              </ListItemButton>
            );
            return collapsed ? (
              <Tooltip key={entry} title={label} placement="right">
                {button}
              </Tooltip>
            ) : (
              button
            );
          })}
        </List>
      ))}
    </nav>
  );
}
