import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

import { useSessionStore } from '../store/session-store';

// Gate of the application area: no token → login; while GET /api/auth runs → spinner (with the 8 s timeout note).
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSessionStore((s) => s.status);
  const token = useSessionStore((s) => s.token);
  const timedOut = useSessionStore((s) => s.loadingTimedOut);
  const load = useSessionStore((s) => s.load);

  if (!token || status === 'anonymous') return <Navigate to="/auth/login" replace />;
  if (status === 'ready') return <>{children}</>;
  return (
    <Box sx={{ height: '100vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ textAlign: 'center', maxWidth: 420, p: 2 }} data-testid="session-loading">
        {status === 'loading' && <CircularProgress aria-label={t('app.loading')} />}
        {(timedOut || status === 'failed') && (
          <>
            <Typography sx={{ mt: 2 }} data-testid="loading-timeout">
              {t('app.loadingSlow')}
            </Typography>
            <Button
              sx={{ mt: 2 }}
              variant="outlined"
              onClick={() => (status === 'failed' ? void load() : window.location.reload())}
            >
              {t('app.reload')}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
