import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import { buildCrumbs } from '../lib/breadcrumbs';
import { ALL_APP_ROUTES } from '../menu/menu-definition';

export function NavBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumbs = buildCrumbs(pathname, ALL_APP_ROUTES);
  return (
    <Breadcrumbs aria-label="breadcrumbs" data-testid="breadcrumbs" sx={{ fontSize: 14 }}>
      <Link component={RouterLink} to="/app/journey" underline="hover" color="inherit">
        {t('layout.home')}
      </Link>
      {crumbs.map((c, i) => {
        const label = c.screenKey ? t(`menu.entries.${c.screenKey}`) : c.segment;
        return i === crumbs.length - 1 ? (
          <Typography key={c.path} color="text.primary" fontSize={14}>
            {label}
          </Typography>
        ) : (
          <Link key={c.path} component={RouterLink} to={c.path} underline="hover" color="inherit">
            {label}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
