import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useVisibleMenu } from '../hooks/useVisibleMenu';
import { MENU } from '../menu/menu-definition';

const MENU_ENTRIES = new Set(MENU.flatMap((g) => g.entries));

// A typed-in URL must not open a screen the menu hides from this user.
export function RequireMenuEntry({ entry, children }: { entry: string; children: ReactNode }) {
  const { t } = useTranslation();
  const visible = useVisibleMenu().some((g) => g.entries.includes(entry));
  if (!MENU_ENTRIES.has(entry) || visible) return <>{children}</>;
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="warning" data-testid="no-access">
        {t('http.forbiddenTitle')}: {t('http.forbiddenDescription')}
      </Alert>
    </Box>
  );
}
