// The one route table (spec 01 §2.1). Every page is lazy-loaded; screens delivered by later issues render the
// honest NotAvailablePage naming the screen.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { AppLayout } from './navigation/components/AppLayout';
import { RequireMenuEntry } from './navigation/components/RequireMenuEntry';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { RequireAuth } from './session/components/RequireAuth';
import { RouteErrorPage } from './RouteErrorPage';

function page<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
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
const TollAnalyserPage = page(
  () => import('../features/toll-analyser/components/TollAnalyserPage'),
  'TollAnalyserPage',
);

// Screens that later issues build; each route key is also its menu key and translation key.
const LATER_SCREENS = [
  'alarmEditor',
  'alarmsEvents',
  'alarmsFunctions',
  'alarmsReminders',
  'alarmsQuality',
  'alarmsReport',
  'alarmsSafety',
  'alarmsZones',
  'geoLarmDetails',
  'guides',
  'scheduling',
  'support',
] as const;

const guarded = (entry: string, element: React.ReactNode): React.ReactNode => (
  <RequireMenuEntry entry={entry}>{element}</RequireMenuEntry>
);

const appChildren: RouteObject[] = [
  { index: true, element: <Navigate to="journey" replace /> },
  ...LATER_SCREENS.map((key) => ({ path: key, element: guarded(key, <NotAvailablePage key={key} />) })),
  { path: 'journey', element: guarded('journey', <JournalPage />) },
  { path: 'ecoScore', element: guarded('ecoScore', <EcoScorePage />) },
  { path: 'salaryReports', element: guarded('salaryReports', <SalaryReportsPage />) },
  { path: 'schedule', element: guarded('schedule', <WorkSchedulePage />) },
  { path: 'purpose', element: guarded('purpose', <TravelPurposesPage />) },
  { path: 'zones', element: guarded('zones', <PlacesPage />) },
  { path: 'triptax-analyzer/:tripId?', element: guarded('triptax-analyzer', <TollAnalyserPage />) },
  { path: 'userroles', element: guarded('userroles', <UsersPage />) },
  { path: 'account', element: guarded('account', <AccountPage />) },
  { path: 'organizations', element: guarded('organizations', <OrganizationsPage />) },
  { path: 'users', element: guarded('users', <SuperUsersPage />) },
  { path: 'vehicles', element: guarded('vehicles', <VehiclesPage />) },
  { path: 'map', element: guarded('map', <MapPage />) },
  { path: 'myVehicle', element: guarded('myVehicle', <MyVehiclesPage />) },
  { path: 'superVehicles', element: guarded('superVehicles', <SuperVehiclesPage />) },
  { path: 'trackersList', element: guarded('trackersList', <EquipmentPage />) },
  { path: 'superTrackersList', element: guarded('superTrackersList', <SuperEquipmentPage />) },
  { path: 'devices', element: guarded('devices', <DevicesPage />) },
  { path: 'superdevices', element: guarded('superdevices', <SuperDevicesPage />) },
  { path: 'error-2', element: <AppErrorPage /> },
  { path: '*', element: <Navigate to="/app/journey" replace /> },
];

const authChildren: RouteObject[] = [
  { index: true, element: <Navigate to="login" replace /> },
  { path: 'login', element: <LoginPage /> },
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

export const router = createBrowserRouter(routes);
