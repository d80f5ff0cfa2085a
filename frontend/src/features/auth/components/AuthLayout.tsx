import { Box, Paper, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { LanguageSwitch } from '../../../app/navigation/components/LanguageSwitch';
import { Logo } from '../../../app/navigation/components/Logo';

export function AuthLayout() {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'radial-gradient(circle at 30% 20%, #1d3350 0%, #0f1620 60%)',
      }}
    >
      <Paper sx={{ width: '100%', maxWidth: 420, p: 4 }} elevation={6}>
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 3 }}>
          <Stack direction="row" alignItems="center" spacing={1}>
            <Logo size={36} />
            <Typography variant="h5" fontWeight={600}>
              Fleetlog
            </Typography>
          </Stack>
          <LanguageSwitch />
        </Stack>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Paper>
    </Box>
  );
}
