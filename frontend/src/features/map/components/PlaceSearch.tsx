import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import PlaceIcon from '@mui/icons-material/Place';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BasemapPlace } from '../basemap/basemap-region';
import { loadPlaces } from '../basemap/places';
import { mapConfig } from '../lib/map-config';
import type { MapVehicle } from '../lib/map-vehicle';
import { searchGeocoder, searchLocal, type PlaceHit } from '../lib/place-search';

const DEBOUNCE_MS = 300;
const ICONS = { town: HomeWorkIcon, vehicle: DirectionsCarIcon, address: PlaceIcon };

interface Props {
  vehicles: readonly MapVehicle[];
  onPick(hit: PlaceHit): void;
}

// Place and address search: the configured geocoder first, the bundled towns and the vehicles always.
export function PlaceSearch({ vehicles, onPick }: Props) {
  const { t } = useTranslation('map');
  const [input, setInput] = useState('');
  const [places, setPlaces] = useState<BasemapPlace[]>([]);
  const [remote, setRemote] = useState<PlaceHit[]>([]);
  const [geocoderFailed, setGeocoderFailed] = useState(false);

  useEffect(() => {
    loadPlaces()
      .then(setPlaces)
      .catch(() => setPlaces([]));
  }, []);

  useEffect(() => {
    const base = mapConfig.geocoderUrl;
    const query = input.trim();
    if (!base || query.length < 3) {
      setRemote([]);
      return undefined;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      searchGeocoder(base, query, abort.signal)
        .then((hits) => {
          setRemote(hits);
          setGeocoderFailed(false);
        })
        .catch(() => {
          if (abort.signal.aborted) return;
          setRemote([]);
          setGeocoderFailed(true);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [input]);

  const options = [...remote, ...searchLocal(input, places, vehicles)];

  return (
    <Autocomplete<PlaceHit, false, false, false>
      size="small"
      sx={{ minWidth: 240, flex: '1 1 240px', maxWidth: 360 }}
      options={options}
      filterOptions={(o) => o}
      inputValue={input}
      onInputChange={(_e, value) => setInput(value)}
      onChange={(_e, hit) => {
        if (hit) onPick(hit);
      }}
      getOptionLabel={(hit) => hit.label}
      isOptionEqualToValue={(a, b) => a.kind === b.kind && a.lat === b.lat && a.lon === b.lon && a.label === b.label}
      noOptionsText={geocoderFailed ? t('place.failed') : t('place.none')}
      renderOption={({ key, ...props }, hit) => {
        const Icon = ICONS[hit.kind];
        return (
          <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
            <Icon fontSize="small" color="action" />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {hit.label}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {t(`place.${hit.kind}`)}
                {hit.detail ? ` · ${hit.detail}` : ''}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('place.search')}
          slotProps={{
            htmlInput: { ...params.inputProps, 'aria-label': t('place.search'), 'data-testid': 'place-search' },
          }}
        />
      )}
    />
  );
}
