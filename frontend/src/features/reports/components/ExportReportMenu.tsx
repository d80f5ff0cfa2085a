import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, CircularProgress, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSessionStore } from '../../../app/session/store/session-store';
import type { ReportType } from '../api/types';
import { useReportExport } from '../hooks/useReportExport';
import type { ExportContext } from '../lib/export-form';
import { formatBytes } from '../lib/periods';
import { reportTypesFor } from '../lib/report-types';
import { REPORTS_NS } from '../i18n';
import { ExportReportDialog } from './ExportReportDialog';
import { ReportProgress } from './ReportProgress';

interface Props {
  /** The reports this page offers, in menu order; those the caller's role may not export are left out. */
  types: readonly ReportType[];
  context: ExportContext;
  /** 'email' for pages whose reports are only mailed (eco score). */
  label?: 'menu' | 'email';
  disabled?: boolean;
  testId?: string;
}

// The export report button of a page (spec 02 §2.1, §2.8, §2.9): one report opens the export modal at once,
// several open a menu first. While a report streams in, the button shows how much has arrived.
export function ExportReportMenu({ types, context, label = 'menu', disabled, testId = 'report-export' }: Props) {
  const { t, i18n } = useTranslation(REPORTS_NS);
  const roles = useSessionStore((s) => s.user?.roles ?? []);
  const offered = reportTypesFor(types, roles);
  const exporter = useReportExport();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<ReportType | null>(null);
  if (offered.length === 0) return null;

  const busy = exporter.phase !== 'idle';
  const several = offered.length > 1;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} /> : <FileDownloadOutlined />}
        endIcon={several ? <ArrowDropDown /> : undefined}
        disabled={disabled}
        onClick={(e) => (several ? setAnchor(e.currentTarget) : setChosen(offered[0]!))}
        data-testid={testId}
        data-busy={busy}
        sx={{ height: 40, whiteSpace: 'nowrap' }}
      >
        {busy && exporter.receivedBytes > 0
          ? formatBytes(exporter.receivedBytes, i18n.language)
          : label === 'email'
            ? t('export.email')
            : t('export.menu')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {offered.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              setChosen(type);
            }}
            data-testid={`${testId}-${type}`}
          >
            {t(`type.${type}`)}
          </MenuItem>
        ))}
      </Menu>
      {chosen && (
        <ExportReportDialog type={chosen} context={context} exporter={exporter} onClose={() => setChosen(null)} />
      )}
      <ReportProgress exporter={exporter} />
    </>
  );
}
