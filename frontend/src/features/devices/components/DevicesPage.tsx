import Add from '@mui/icons-material/Add';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListTable } from '../../../components/list-table/components/ListTable';
import { SearchField } from '../../../components/SearchField';
import { useDebouncedValue } from '../../../components/list-table/hooks/useDebouncedValue';
import { isSuperadminRole } from '../../../app/navigation/menu/menu-visibility';
import { useSessionStore } from '../../../app/session/store/session-store';
import type { DeviceTabName } from '../api/types';
import { useDevices, useKnownOrganizations } from '../hooks/useDevices';
import {
  clearStoredSearchTerm,
  DEVICE_SEARCH_DEBOUNCE_MS,
  effectiveSearch,
  readStoredSearchTerm,
} from '../lib/device-search';
import { DEVICE_TABS, tabCounts, tabLabel, tabLabelKey } from '../lib/device-tabs';
import { deviceColumns, type DeviceRow } from './device-columns';
import { DeviceModals, type DeviceModal } from './DeviceModals';
import { deviceActions } from './device-actions';
import { OrganizationMultiSelect } from './OrganizationMultiSelect';

// Devices screen (Enheter, spec 03 §2) and its superadmin variant: the same screen over every device.
export function DevicesPage({ superadmin = false }: { superadmin?: boolean }) {
  const { t } = useTranslation('devices');
  const roles = useSessionStore((s) => s.user?.roles ?? []);
  const isSuper = isSuperadminRole(roles);
  const isRoot = roles.includes('ROOT');
  const organizations = useKnownOrganizations();

  const [term, setTerm] = useState(readStoredSearchTerm);
  useEffect(() => clearStoredSearchTerm(), []);
  const search = effectiveSearch(useDebouncedValue(term, DEVICE_SEARCH_DEBOUNCE_MS));
  const [orgIds, setOrgIds] = useState<number[]>([]);
  const [tab, setTab] = useState<DeviceTabName>('WARNINGS');
  const [modal, setModal] = useState<DeviceModal | null>(null);
  const { rows, loading, reload } = useDevices(superadmin, search, orgIds);
  // Last seen is relative: the clock is read again whenever the rows are reloaded.
  const [nowMs, setNowMs] = useState(Date.now);
  useEffect(() => setNowMs(Date.now()), [rows]);

  const counts = useMemo(() => tabCounts(rows), [rows]);
  const shown = useMemo(() => rows.filter((d) => d.tab === tab), [rows, tab]);
  const columns = useMemo(
    () =>
      deviceColumns(t, nowMs, {
        onInfo: (device) => setModal({ kind: 'info', device }),
        onVehicleInfo: (device) => setModal({ kind: 'vehicleInfo', device }),
      }),
    [t, nowMs],
  );
  const actions = useCallback(
    (d: DeviceRow) => deviceActions(d, { t, superadmin: isSuper, root: isRoot, open: setModal }),
    [t, isSuper, isRoot],
  );

  return (
    <Box data-testid={superadmin ? 'superdevices-page' : 'devices-page'}>
      <Typography variant="h5" sx={{ mb: 1 }}>
        {superadmin ? t('superTitle') : t('title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }} sx={{ mb: 1.5 }}>
        <SearchField
          value={term}
          onChange={setTerm}
          placeholder={t('searchPlaceholder')}
          testId="devices-search"
          sx={{ minWidth: { sm: 320 } }}
        />
        <OrganizationMultiSelect organizations={organizations} value={orgIds} onChange={setOrgIds} />
        <Box sx={{ flexGrow: 1 }} />
        {isSuper && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setModal({ kind: 'addUnit' })}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            data-testid="devices-add-unit"
          >
            {t('addUnitButton')}
          </Button>
        )}
      </Stack>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 1 }}>
        {DEVICE_TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={tabLabel(t(tabLabelKey(key)), counts[key])}
            data-testid={`devices-tab-${key}`}
          />
        ))}
      </Tabs>
      <ListTable
        tableId={superadmin ? 'superdevices' : 'devices'}
        rows={shown}
        columns={columns}
        getRowId={(d) => d.id}
        rowTitle={(d) => d.imei}
        exportName={t(tabLabelKey(tab))}
        loading={loading}
        actions={actions}
        pageSize={20}
      />
      {modal && (
        <DeviceModals
          modal={modal}
          organizations={organizations}
          devices={rows}
          onClose={() => setModal(null)}
          onChanged={() => void reload()}
        />
      )}
    </Box>
  );
}

export function SuperDevicesPage() {
  return <DevicesPage superadmin />;
}
