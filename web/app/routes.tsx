import { Navigate, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { NotFound } from '../components/not-found';
import { AppLayout } from './app-layout';
import { GuestOnly, RequireUser } from './guards';
import { paths } from './paths';
import { PublicPage } from './public-page';
import { RootLayout } from './root-layout';

const page = (path: string, title: string): RouteObject => ({ path, element: <ComingSoon title={title} /> });
const publicPage = (path: string, title: string): RouteObject => ({ path, element: <PublicPage title={title} /> });

/** SPEC.md section 2's route table with each route's guard. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <RequireUser />,
        children: [
          {
            element: <AppLayout />,
            children: [
              page(paths.chat, 'New chat'),
              page('/chat/:chatId', 'Chat'),
              page(paths.editProfile, 'Personal Information'),
              page(paths.upgrade, 'Upgrade'),
              page(paths.manageSubscription, 'Manage subscription'),
            ],
          },
        ],
      },
      {
        element: <GuestOnly />,
        children: [
          publicPage(paths.login, 'Log In'),
          publicPage(paths.signUp, 'Sign up'),
          publicPage(paths.forgetPassword, 'Verify'),
          publicPage(paths.verifyForgetPasswordOtp, 'Enter your code'),
          publicPage(paths.resetPass, 'Reset password'),
          { element: <AppLayout />, children: [page(paths.congratulations, 'Congratulations!')] },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          page(paths.verificationCode, 'Verify your e-mail'),
          page(paths.helpAndSupport, 'Help and support'),
          page(paths.settings, 'Settings'),
          page(paths.faq, 'FAQ'),
          page(paths.termsAndConditions, 'Terms and Conditions'),
          page(paths.terms, 'Terms and Conditions'),
          page(paths.privacy, 'Privacy Policy'),
          page(paths.aboutMe, 'About you'),
        ],
      },
      publicPage(paths.home, 'Your AI advertising assistant'),
      { path: paths.register, element: <Navigate to={paths.signUp} replace /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
