import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Alert, Collapse, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { screenKeyFromPath } from '../lib/breadcrumbs';
import { useLayoutStore } from '../store/layout-store';

// Spec 01 §2.3: the info tab toggles the alert about showing archived vehicles and users.
export function InfoTabStrip() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const infoOpen = useLayoutStore((s) => s.infoOpen);
  const toggleInfo = useLayoutStore((s) => s.toggleInfo);
  const screen = screenKeyFromPath(pathname);
  return (
    <>
      <Tabs value={infoOpen ? 'info' : 'screen'} sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider' }}>
        <Tab
          value="screen"
          label={t(`menu.entries.${screen}`, { defaultValue: screen })}
          sx={{ minHeight: 40 }}
          onClick={() => infoOpen && toggleInfo()}
        />
        <Tab
          value="info"
          icon={<InfoOutlined fontSize="small" />}
          iconPosition="start"
          label={t('layout.infoTab')}
          onClick={toggleInfo}
          data-testid="info-tab"
          sx={{ minHeight: 40 }}
        />
      </Tabs>
      <Collapse in={infoOpen}>
        <Alert severity="info" sx={{ mt: 1 }} onClose={toggleInfo} data-testid="archived-info">
          {t('layout.archivedInfo')}
        </Alert>
      </Collapse>
    </>
  );
}
