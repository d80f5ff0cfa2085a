import FileDownload from '@mui/icons-material/FileDownload';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function ExportMenu({ onExport, disabled }: { onExport(all: boolean): void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (all: boolean) => {
    setAnchor(null);
    onExport(all);
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<FileDownload />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={disabled}
        data-testid="export"
      >
        {t('table.export')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => pick(false)} data-testid="export-selected">
          {t('table.exportSelected')}
        </MenuItem>
        <MenuItem onClick={() => pick(true)} data-testid="export-all">
          {t('table.exportAll')}
        </MenuItem>
      </Menu>
    </>
  );
}
