import AgricultureIcon from '@mui/icons-material/Agriculture';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import AirportShuttleIcon from '@mui/icons-material/AirportShuttle';
import RvHookupIcon from '@mui/icons-material/RvHookup';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import type { SvgIconComponent } from '@mui/icons-material';

import { DEFAULT_COLOR } from '../lib/vehicle-form';

const ICONS: Record<string, SvgIconComponent> = {
  car: DirectionsCarIcon,
  van: AirportShuttleIcon,
  truck: LocalShippingIcon,
  bus: DirectionsBusIcon,
  motorcycle: TwoWheelerIcon,
  tractor: AgricultureIcon,
  boat: DirectionsBoatIcon,
  trailer: RvHookupIcon,
};

export function VehicleMarkerIcon({ marker, color }: { marker?: string; color?: string }) {
  const Icon = ICONS[marker ?? 'car'] ?? DirectionsCarIcon;
  return <Icon fontSize="small" sx={{ color: color || DEFAULT_COLOR, verticalAlign: 'middle' }} />;
}
