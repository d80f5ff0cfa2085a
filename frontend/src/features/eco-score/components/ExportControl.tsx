import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { ECO_SCORE_NS } from '../i18n';

// Eco score reports are only e-mailed (spec 02 §7 "Reports"), and reports are a later issue: the control is shown,
// disabled, and says so. The wrapper carries the tooltip, as a disabled button fires no events.
export function ExportControl() {
  const { t } = useTranslation(ECO_SCORE_NS);
  return (
    <Tooltip title={t('export.later')}>
      <Box component="span" data-testid="eco-export-hint" sx={{ display: 'inline-flex', alignSelf: 'flex-start' }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          disabled
          data-testid="eco-export"
          sx={{ height: 40 }}
        >
          {t('export.label')}
        </Button>
      </Box>
    </Tooltip>
  );
}
