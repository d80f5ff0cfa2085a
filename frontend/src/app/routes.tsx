// The one route table (spec 01 §2.1). Every page is lazy-loaded; screens delivered by later issues render the
// honest NotAvailablePage naming the screen.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';

import { AppLayout } from './navigation/components/AppLayout';
import { RequireMenuEntry } from './navigation/components/RequireMenuEntry';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { RequireAuth } from './session/components/RequireAuth';
import { RouteErrorPage } from './RouteErrorPage';

type Page = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

// A thenable that calls back at once, so that React's lazy reads the page as resolved without suspending (a settled
// promise would still suspend once and show the fallback for React's 300 ms reveal throttle).
function settled<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (v: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

// A lazy page whose code can also be asked for before it renders (preload); both share one import, and a page whose
// code is already loaded renders at once.
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): Page {
  let loading: Promise<M> | undefined;
  let loaded: { default: ComponentType } | undefined;
  const preload = () =>
    (loading ??= load().then((m) => {
      loaded = { default: m[name] as ComponentType };
      return m;
    }));
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload().then(() => loaded!))),
    { preload },
  );
}

// What a route carries for preloadRoute.
interface PageHandle {
  preload(): Promise<unknown>;
}

const LoginPage = page(() => import('../features/auth/components/LoginPage'), 'LoginPage');
const ForgotPasswordPage = page(() => import('../features/auth/components/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/components/ResetPasswordPage'), 'ResetPasswordPage');
const RegisterPage = page(() => import('../features/auth/components/RegisterPage'), 'RegisterPage');
const AuthErrorPage = page(() => import('../features/auth/components/AuthErrorPage'), 'AuthErrorPage');
const NotAvailablePage = page(() => import('./pages/NotAvailablePage'), 'NotAvailablePage');
const AppErrorPage = page(() => import('./pages/AppErrorPage'), 'AppErrorPage');
const UsersPage = page(() => import('../features/users/components/UsersPage'), 'UsersPage');
const AccountPage = page(() => import('../features/account/components/AccountPage'), 'AccountPage');
const OrganizationsPage = page(
  () => import('../features/organizations/components/OrganizationsPage'),
  'OrganizationsPage',
);
const SuperUsersPage = page(() => import('../features/superadmin-users/components/SuperUsersPage'), 'SuperUsersPage');
const VehiclesPage = page(() => import('../features/vehicles/components/VehiclesPage'), 'VehiclesPage');
const MyVehiclesPage = page(() => import('../features/my-vehicles/components/MyVehiclesPage'), 'MyVehiclesPage');
const SuperVehiclesPage = page(
  () => import('../features/superadmin-vehicles/components/SuperVehiclesPage'),
  'SuperVehiclesPage',
);

const EquipmentPage = page(() => import('../features/equipment/components/EquipmentPage'), 'EquipmentPage');
const SuperEquipmentPage = page(() => import('../features/equipment/components/EquipmentPage'), 'SuperEquipmentPage');
const MapPage = page(() => import('../features/map/components/MapPage'), 'MapPage');
const DevicesPage = page(() => import('../features/devices/components/DevicesPage'), 'DevicesPage');
const SuperDevicesPage = page(() => import('../features/devices/components/DevicesPage'), 'SuperDevicesPage');
const JournalPage = page(() => import('../features/journal/components/JournalPage'), 'JournalPage');
const SalaryReportsPage = page(
  () => import('../features/attestation/components/SalaryReportsPage'),
  'SalaryReportsPage',
);
const WorkSchedulePage = page(() => import('../features/preferences/components/WorkSchedulePage'), 'WorkSchedulePage');
const TravelPurposesPage = page(
  () => import('../features/preferences/components/TravelPurposesPage'),
  'TravelPurposesPage',
);
const PlacesPage = page(() => import('../features/preferences/components/PlacesPage'), 'PlacesPage');
const EcoScorePage = page(() => import('../features/eco-score/components/EcoScorePage'), 'EcoScorePage');
const ScheduledReportsPage = page(
  () => import('../features/reports/components/ScheduledReportsPage'),
  'ScheduledReportsPage',
);
const FunctionAlarmsPage = page(() => import('../features/alarms/components/AlarmSettingsPage'), 'FunctionAlarmsPage');
const SecurityAlarmsPage = page(() => import('../features/alarms/components/AlarmSettingsPage'), 'SecurityAlarmsPage');
const ReminderAlarmsPage = page(() => import('../features/alarms/components/AlarmSettingsPage'), 'ReminderAlarmsPage');
const QualityAlarmsPage = page(() => import('../features/alarms/components/AlarmSettingsPage'), 'QualityAlarmsPage');
const AlarmEditorPage = page(() => import('../features/alarms/components/AlarmEditorPage'), 'AlarmEditorPage');
const GeofenceListPage = page(() => import('../features/alarms/components/GeofenceListPage'), 'GeofenceListPage');
const GeofenceEditorPage = page(() => import('../features/alarms/components/GeofenceEditorPage'), 'GeofenceEditorPage');
const AlarmEventsPage = page(() => import('../features/alarms/components/AlarmEventsPage'), 'AlarmEventsPage');
const TollAnalyserPage = page(
  () => import('../features/toll-analyser/components/TollAnalyserPage'),
  'TollAnalyserPage',
);

// Screens that later issues build; each route key is also its menu key and translation key.
const LATER_SCREENS = ['alarmsReport', 'guides', 'support'] as const;

const guarded = (entry: string, element: React.ReactNode): React.ReactNode => (
  <RequireMenuEntry entry={entry}>{element}</RequireMenuEntry>
);

// A menu screen's route: guarded by its menu entry, its page preloadable (preloadRoute).
const screen = (entry: string, Page: Page, path = entry): RouteObject => ({
  path,
  element: guarded(entry, <Page />),
  handle: { preload: Page.preload } satisfies PageHandle,
});

const appChildren: RouteObject[] = [
  { index: true, element: <Navigate to="journey" replace />, handle: { preload: JournalPage.preload } },
  ...LATER_SCREENS.map((key) => ({ path: key, element: guarded(key, <NotAvailablePage key={key} />) })),
  screen('journey', JournalPage),
  screen('ecoScore', EcoScorePage),
  screen('salaryReports', SalaryReportsPage),
  screen('scheduling', ScheduledReportsPage),
  screen('schedule', WorkSchedulePage),
  screen('purpose', TravelPurposesPage),
  screen('zones', PlacesPage),
  screen('triptax-analyzer', TollAnalyserPage, 'triptax-analyzer/:tripId?'),
  screen('alarmsFunctions', FunctionAlarmsPage),
  screen('alarmsSafety', SecurityAlarmsPage),
  screen('alarmsReminders', ReminderAlarmsPage),
  screen('alarmsQuality', QualityAlarmsPage),
  // The editors check their list's menu entry themselves (an alarm editor's list depends on its alarmType).
  screen('alarmEditor', AlarmEditorPage),
  screen('alarmsZones', GeofenceListPage),
  screen('geoLarmDetails', GeofenceEditorPage, 'geoLarmDetails/:id?'),
  screen('alarmsEvents', AlarmEventsPage),
  screen('userroles', UsersPage),
  screen('account', AccountPage),
  screen('organizations', OrganizationsPage),
  screen('users', SuperUsersPage),
  screen('vehicles', VehiclesPage),
  screen('map', MapPage),
  screen('myVehicle', MyVehiclesPage),
  screen('superVehicles', SuperVehiclesPage),
  screen('trackersList', EquipmentPage),
  screen('superTrackersList', SuperEquipmentPage),
  screen('devices', DevicesPage),
  screen('superdevices', SuperDevicesPage),
  { path: 'error-2', element: <AppErrorPage /> },
  { path: '*', element: <Navigate to="/app/journey" replace /> },
];

const authChildren: RouteObject[] = [
  { index: true, element: <Navigate to="login" replace /> },
  { path: 'login', element: <LoginPage />, handle: { preload: LoginPage.preload } },
  { path: 'login-1', element: <LoginPage /> },
  { path: 'login-2', element: <LoginPage /> },
  { path: 'register-1', element: <RegisterPage /> },
  { path: 'register-2', element: <RegisterPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'error-1', element: <AuthErrorPage /> },
  { path: '*', element: <Navigate to="/auth/login" replace /> },
];

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/app" replace /> },
  { path: '/auth', element: <AuthLayout />, errorElement: <RouteErrorPage />, children: authChildren },
  {
    path: '/app',
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    errorElement: <RouteErrorPage />,
    children: appChildren,
  },
  { path: '*', element: <Navigate to="/app" replace /> },
];

/** Starts loading the code of the page at `pathname` (the app's first screen) without waiting for it to render. */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    (match.route.handle as PageHandle | undefined)?.preload().catch(() => undefined);
  }
}

export const router = createBrowserRouter(routes);
