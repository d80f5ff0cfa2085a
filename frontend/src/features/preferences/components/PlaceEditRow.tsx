import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import {
  IconButton,
  MenuItem,
  Slider,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PREFERENCES_NS } from '../i18n';
import {
  formatCoordinate,
  parseCoordinate,
  ZONE_APPLICATIONS,
  ZONE_RADIUS,
  ZONE_TRIP_TYPES,
  type ZoneDraft,
} from '../lib/places';

const TEXT_MAX = { zoneName: 200, address: 500, description: 500 } as const;

interface Props {
  zoneId: number;
  draft: ZoneDraft;
  root: boolean;
  /** The place's organisation, when the table shows the column. */
  organization?: string;
  busy: boolean;
  onChange(patch: Partial<ZoneDraft>): void;
  onSave(): void;
  onCancel(): void;
}

// The one row being edited (spec 03 "Places (locations) page"): name, address, radius, trip type, application and
// purpose here, the centre by a click on the map; Enter in a text saves, Escape cancels.
export function PlaceEditRow({ zoneId, draft, root, organization, busy, onChange, onSave, onCancel }: Props) {
  const { t } = useTranslation(PREFERENCES_NS);
  const { t: tc } = useTranslation();
  const onKeyDown = (event: KeyboardEvent) => {
    // Keys in a select's menu (a portal) bubble here too: only the text inputs save or cancel.
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || target.type !== 'text') return;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!busy) onSave();
    } else if (event.key === 'Escape') onCancel();
  };
  const text = (field: keyof typeof TEXT_MAX, placeholder?: string) => (
    <TextField
      variant="standard"
      size="small"
      fullWidth
      value={draft[field]}
      placeholder={placeholder}
      onChange={(e) => onChange({ [field]: e.target.value })}
      slotProps={{
        htmlInput: {
          maxLength: TEXT_MAX[field],
          'aria-label': t(`places.col.${field === 'zoneName' ? 'name' : field}`),
          'data-testid': `place-edit-${field === 'zoneName' ? 'name' : field}`,
        },
      }}
    />
  );

  return (
    <TableRow selected data-testid="place-edit-row" data-zone-id={zoneId} onKeyDown={onKeyDown}>
      <TableCell>{text('zoneName', t('places.defaultName'))}</TableCell>
      <TableCell>{text('address')}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Slider
            size="small"
            value={draft.radiusMs}
            min={ZONE_RADIUS.min}
            max={ZONE_RADIUS.max}
            step={ZONE_RADIUS.step}
            onChange={(_, value) => onChange({ radiusMs: value as number })}
            aria-label={t('places.col.radius')}
            data-testid="place-edit-radius"
            sx={{ minWidth: 80 }}
          />
          <Typography variant="body2" noWrap data-testid="place-edit-radius-value" sx={{ minWidth: 48 }}>
            {t('places.meters', { value: draft.radiusMs })}
          </Typography>
        </Stack>
      </TableCell>
      <TableCell>
        <RowSelect
          label={t('places.col.tripType')}
          value={draft.tripType}
          options={ZONE_TRIP_TYPES.map((v) => ({ value: v, label: t(`places.tripTypes.${v}`) }))}
          onChange={(tripType) => onChange({ tripType })}
          testId="place-edit-trip-type"
        />
      </TableCell>
      <TableCell>
        <RowSelect
          label={t('places.col.application')}
          value={draft.application}
          options={ZONE_APPLICATIONS.map((v) => ({ value: v, label: t(`places.applications.${v}`) }))}
          onChange={(application) => onChange({ application })}
          testId="place-edit-application"
        />
      </TableCell>
      <TableCell>{text('description')}</TableCell>
      {organization !== undefined && <TableCell sx={{ overflowWrap: 'anywhere' }}>{organization}</TableCell>}
      {root && (
        <>
          <TableCell>
            <CoordinateInput
              axis="latitude"
              value={draft.latitude}
              label={t('places.col.latitude')}
              onChange={(latitude) => onChange({ latitude })}
            />
          </TableCell>
          <TableCell>
            <CoordinateInput
              axis="longitude"
              value={draft.longitude}
              label={t('places.col.longitude')}
              onChange={(longitude) => onChange({ longitude })}
            />
          </TableCell>
        </>
      )}
      <TableCell align="right" sx={{ py: 0, whiteSpace: 'nowrap' }}>
        <Tooltip title={tc('common.save')}>
          <span>
            <IconButton
              size="small"
              color="primary"
              aria-label={tc('common.save')}
              disabled={busy}
              onClick={onSave}
              data-testid="place-save"
            >
              <Check fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={tc('common.cancel')}>
          <IconButton size="small" aria-label={tc('common.cancel')} onClick={onCancel} data-testid="place-cancel">
            <Close fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}

interface CoordinateInputProps {
  axis: 'latitude' | 'longitude';
  value: number;
  label: string;
  onChange(value: number): void;
}

// ROOT types a centre (spec 03: ROOT sees the coordinates; "coordinates optional in the inline form"). The text is
// kept as typed; the draft takes it once it is a coordinate in range (a map click fills it in as well).
function CoordinateInput({ axis, value, label, onChange }: CoordinateInputProps) {
  const [text, setText] = useState(formatCoordinate(value));
  const parsed = parseCoordinate(text, axis);
  // A map click moves the centre: the field follows unless it holds what was typed.
  useEffect(() => {
    setText((current) => (parseCoordinate(current, axis) === value ? current : formatCoordinate(value)));
  }, [value, axis]);
  return (
    <TextField
      variant="standard"
      size="small"
      fullWidth
      value={text}
      error={parsed === null}
      onChange={(e) => {
        setText(e.target.value);
        const next = parseCoordinate(e.target.value, axis);
        if (next !== null) onChange(next);
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'aria-label': label, 'data-testid': `place-edit-${axis}` },
      }}
    />
  );
}

interface RowSelectProps<V extends string> {
  label: string;
  value: V;
  options: { value: V; label: ReactNode }[];
  onChange(value: V): void;
  testId: string;
}

// A compact select for a table cell; the label is for screen readers, the column header shows it.
function RowSelect<V extends string>({ label, value, options, onChange, testId }: RowSelectProps<V>) {
  return (
    <TextField
      select
      variant="standard"
      size="small"
      fullWidth
      value={value}
      onChange={(e) => onChange(e.target.value as V)}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId, 'aria-label': label } as object } }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value} data-testid={`${testId}-${o.value}`}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
