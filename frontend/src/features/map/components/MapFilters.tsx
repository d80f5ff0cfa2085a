import { Checkbox, ListItemText, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import MapIcon from '@mui/icons-material/Map';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useTranslation } from 'react-i18next';

import { SearchField } from '../../../components/SearchField';
import { BENEFIT_TYPES } from '../../../api/vocabulary';
import type { UserOrganization } from '../../../api/types';

export type MapViewMode = 'map' | 'list';

interface Props {
  view: MapViewMode;
  onView(view: MapViewMode): void;
  kinds: string[];
  onKinds(kinds: string[]): void;
  search: string;
  onSearch(search: string): void;
  // Shown only to users who see more than one organisation with a map.
  organizations: readonly UserOrganization[];
  organizationIds: number[];
  onOrganizationIds(ids: number[]): void;
  children?: React.ReactNode;
}

// The header of the map page: map/list toggle, type filter, vehicle search, organisations, place search (children).
export function MapFilters(p: Props) {
  const { t } = useTranslation(['map', 'vehicles']);
  const orgName = (id: number) => p.organizations.find((o) => o.organizationId === id)?.fullName ?? String(id);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={p.view}
        onChange={(_e, value: MapViewMode | null) => value && p.onView(value)}
        aria-label={t('view.label')}
      >
        <ToggleButton value="map" data-testid="map-view-map">
          <MapIcon fontSize="small" sx={{ mr: 0.5 }} />
          {t('view.map')}
        </ToggleButton>
        <ToggleButton value="list" data-testid="map-view-list">
          <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} />
          {t('view.list')}
        </ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t('filter.kinds')}
        value={p.kinds}
        sx={{ width: 190, flex: '0 0 auto' }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as string[]).map((k) => t(`vehicles:benefit.${k}`, { defaultValue: k })).join(', ') ||
              t('filter.allKinds'),
            displayEmpty: true,
            SelectDisplayProps: { 'data-testid': 'map-kind-filter' } as object,
          },
          inputLabel: { shrink: true },
        }}
        onChange={(e) => p.onKinds(e.target.value as unknown as string[])}
      >
        {BENEFIT_TYPES.map((kind) => (
          <MenuItem key={kind} value={kind} dense>
            <Checkbox size="small" checked={p.kinds.includes(kind)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={t(`vehicles:benefit.${kind}`, { defaultValue: kind })} />
          </MenuItem>
        ))}
      </TextField>
      <SearchField
        value={p.search}
        onChange={p.onSearch}
        placeholder={t('search')}
        testId="map-search"
        size="small"
        sx={{ width: 220, flex: '0 0 auto' }}
      />
      {p.organizations.length > 1 && (
        <TextField
          select
          size="small"
          label={t('filter.organizations')}
          value={p.organizationIds}
          sx={{ width: 240, flex: '0 0 auto' }}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) => (selected as number[]).map(orgName).join(', '),
              SelectDisplayProps: { 'data-testid': 'map-organization-filter' } as object,
            },
          }}
          onChange={(e) => {
            const ids = e.target.value as unknown as number[];
            // At least one organisation stays chosen: an empty map is never what a user asks for.
            if (ids.length) p.onOrganizationIds(ids);
          }}
        >
          {p.organizations.map((o) => (
            <MenuItem key={o.organizationId} value={o.organizationId} dense>
              <Checkbox size="small" checked={p.organizationIds.includes(o.organizationId)} sx={{ p: 0.5, mr: 1 }} />
              <ListItemText primary={o.fullName} />
            </MenuItem>
          ))}
        </TextField>
      )}
      {p.children}
    </Stack>
  );
}
