import AccountBalance from '@mui/icons-material/AccountBalance';
import AddAlert from '@mui/icons-material/AddAlert';
import Apartment from '@mui/icons-material/Apartment';
import Assessment from '@mui/icons-material/Assessment';
import BugReport from '@mui/icons-material/BugReport';
import Business from '@mui/icons-material/Business';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import DevicesOther from '@mui/icons-material/DevicesOther';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import EcoOutlined from '@mui/icons-material/EnergySavingsLeaf';
import EventNote from '@mui/icons-material/EventNote';
import EventRepeat from '@mui/icons-material/EventRepeat';
import FactCheck from '@mui/icons-material/FactCheck';
import Groups from '@mui/icons-material/Groups';
import Help from '@mui/icons-material/HelpOutline';
import LocalShipping from '@mui/icons-material/LocalShipping';
import LocationOn from '@mui/icons-material/LocationOn';
import MapIcon from '@mui/icons-material/Map';
import MenuBook from '@mui/icons-material/MenuBook';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Router from '@mui/icons-material/Router';
import Schedule from '@mui/icons-material/Schedule';
import Security from '@mui/icons-material/Security';
import SettingsInputAntenna from '@mui/icons-material/SettingsInputAntenna';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Toll from '@mui/icons-material/Toll';
import TrackChanges from '@mui/icons-material/TrackChanges';
import Tune from '@mui/icons-material/Tune';
import Work from '@mui/icons-material/Work';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Record<string, SvgIconComponent> = {
  journey: MenuBook,
  map: MapIcon,
  ecoScore: EcoOutlined,
  myVehicle: DirectionsCar,
  userroles: People,
  vehicles: LocalShipping,
  trackersList: TrackChanges,
  devices: Router,
  account: AccountBalance,
  schedule: Schedule,
  zones: LocationOn,
  purpose: Work,
  alarmsZones: AddAlert,
  alarmsFunctions: Tune,
  alarmsSafety: Security,
  alarmsReminders: EventRepeat,
  alarmsQuality: FactCheck,
  alarmsEvents: NotificationsActive,
  scheduling: EventNote,
  salaryReports: Payments,
  support: SupportAgent,
  alarmsReport: BugReport,
  guides: Help,
  organizations: Apartment,
  superdevices: DevicesOther,
  users: Groups,
  superVehicles: Business,
  superTrackersList: SettingsInputAntenna,
  'triptax-analyzer': Toll,
};

export function MenuIcon({ entry }: { entry: string }) {
  const Icon = ICONS[entry] ?? CalendarMonth;
  return <Icon fontSize="small" />;
}

export const groupIcon = (group: string): SvgIconComponent =>
  ({
    main: MenuBook,
    admin: Business,
    preferences: Tune,
    alarms: NotificationsActive,
    reports: Assessment,
    support: SupportAgent,
    superadmin: Security,
  })[group] ?? MenuBook;
