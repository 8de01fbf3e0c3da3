import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PlaceholderPage } from '../components/ui/placeholder-page';
import { HomePage } from '../features/home/components/home-page';
import { paths } from '../lib/paths';
import { RequireStaff } from './guards/require-staff';
import { RequireUser } from './guards/require-user';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

// Pages beyond the home page load on demand, so the first visit does not ship the forms or the QR code.
const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const LoginPage = lazyPage(() => import('../features/auth/components/login-page'), 'LoginPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
const RegisterPage = lazyPage(() => import('../features/registration/components/register-page'), 'RegisterPage');

const placeholder = (path: string, title: string): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} />,
});

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A failing page keeps the header and footer around its error.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          placeholder(paths.events, 'Events'),
          placeholder(paths.eventsTechnical, 'Technical Events'),
          placeholder(paths.eventsNonTechnical, 'Non-Technical Events'),
          placeholder(paths.eventsSpecial, 'Special Events'),
          placeholder(paths.workshops, 'Workshops'),
          placeholder(paths.accommodation, 'Accommodation'),
          placeholder(paths.team, 'Our Team'),
          placeholder(paths.contact, 'Contact Us'),
          placeholder(paths.terms, 'Terms & Conditions'),
          placeholder(paths.maintenance, 'Under Maintenance'),
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          {
            element: <RequireUser />,
            children: [placeholder(paths.profile, 'Player Profile')],
          },
          {
            element: <RequireStaff />,
            children: [
              placeholder(paths.admin, 'Admin Dashboard'),
              placeholder(paths.adminUsers, 'User Management'),
              placeholder(paths.adminEvents, 'Event Management'),
              placeholder(paths.adminRegistrations, 'Event-Wise Registrations'),
              placeholder(paths.adminPayments, 'Payments'),
              placeholder(paths.adminAccommodations, 'Accommodations'),
              placeholder(paths.adminScanner, 'QR Scanner'),
              placeholder(paths.adminEventCheckin, 'Event Check-In'),
              placeholder(paths.adminKitDistribution, 'Kit Distribution'),
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
