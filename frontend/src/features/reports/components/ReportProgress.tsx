import { Alert, LinearProgress, Snackbar, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { ReportExport } from '../hooks/useReportExport';
import { formatBytes } from '../lib/periods';
import { REPORTS_NS } from '../i18n';

// "Report is being created" without a time limit (spec 02 §8), with the bytes received so far: a long report shows
// that it is moving rather than a frozen button.
export function ReportProgress({ exporter }: { exporter: Pick<ReportExport, 'phase' | 'receivedBytes'> }) {
  const { t, i18n } = useTranslation(REPORTS_NS);
  if (exporter.phase === 'idle') return null;
  const text =
    exporter.phase === 'receiving' && exporter.receivedBytes > 0
      ? t('progress.received', { size: formatBytes(exporter.receivedBytes, i18n.language) })
      : t('progress.creating');
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Alert
        severity="info"
        icon={false}
        variant="outlined"
        sx={{ bgcolor: 'background.paper', minWidth: 300 }}
        data-testid="report-progress"
        data-phase={exporter.phase}
        data-bytes={exporter.receivedBytes}
      >
        <Stack spacing={1}>
          <Typography variant="body2">{text}</Typography>
          <LinearProgress />
        </Stack>
      </Alert>
    </Snackbar>
  );
}
