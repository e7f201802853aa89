import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFound } from '../components/not-found';
import { GuestOnly, RequireUser } from './guards';
import { paths } from './paths';
import { RootLayout } from './root-layout';

/**
 * A screen loaded on first visit, so each one is its own chunk. The function form of `lazy`,
 * because the router writes into a lazy object, which would break a second router (tests) on the same table.
 */
const lazyPage = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});
/** The app frame (top bar, sidebar) loads only for the pages that show it, not for /home or /login. */
const appLayout = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await import('./app-layout')).AppLayout }),
  children,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The first screen's chunk loads in a blink; a blank page beats a flashing spinner.
    HydrateFallback: () => null,
    children: [
      {
        element: <RequireUser />,
        children: [
          appLayout([
            lazyPage(paths.chat, async () => (await import('../features/chat/chat-page')).ChatPage),
            lazyPage('/chat/:chatId', async () => (await import('../features/chat/chat-page')).ChatPage),
            lazyPage(
              paths.editProfile,
              async () => (await import('../features/account/edit-profile-page')).EditProfilePage,
            ),
            lazyPage(paths.upgrade, async () => (await import('../features/billing/upgrade-page')).UpgradePage),
            lazyPage(
              paths.manageSubscription,
              async () => (await import('../features/billing/manage-subscription-page')).ManageSubscriptionPage,
            ),
            lazyPage(paths.chatEditor, async () => (await import('../features/plans/chat-editor-page')).ChatEditorPage),
            lazyPage(
              '/chat-editor/:planId',
              async () => (await import('../features/plans/plan-editor-page')).PlanEditorPage,
            ),
            lazyPage(paths.savedChats, async () => (await import('../features/saved/saved-chats-page')).SavedChatsPage),
            lazyPage(paths.calendar, async () => (await import('../features/calendar/calendar-page')).CalendarPage),
            lazyPage(
              paths.calendarClasses,
              async () => (await import('../features/calendar/classes-page')).ClassesPage,
            ),
            lazyPage(
              '/calendar/classes/:classId',
              async () => (await import('../features/calendar/class-page')).ClassPage,
            ),
          ]),
        ],
      },
      {
        element: <GuestOnly />,
        children: [
          lazyPage(paths.login, async () => (await import('../features/auth/login-page')).LoginPage),
          lazyPage(paths.signUp, async () => (await import('../features/auth/sign-up-page')).SignUpPage),
          lazyPage(
            paths.forgetPassword,
            async () => (await import('../features/auth/forget-password-page')).ForgetPasswordPage,
          ),
          lazyPage(
            paths.verifyForgetPasswordOtp,
            async () => (await import('../features/auth/verify-reset-code-page')).VerifyResetCodePage,
          ),
          lazyPage(
            paths.resetPass,
            async () => (await import('../features/auth/reset-password-page')).ResetPasswordPage,
          ),
          appLayout([
            lazyPage(
              paths.congratulations,
              async () => (await import('../features/auth/congratulations-page')).CongratulationsPage,
            ),
          ]),
        ],
      },
      appLayout([
        lazyPage(
          paths.verificationCode,
          async () => (await import('../features/auth/verification-code-page')).VerificationCodePage,
        ),
        lazyPage(paths.helpAndSupport, async () => (await import('../features/support/help-page')).HelpPage),
        lazyPage(paths.settings, async () => (await import('../features/account/settings-page')).SettingsPage),
        lazyPage(paths.faq, async () => (await import('../features/support/faq-page')).FaqPage),
        lazyPage(paths.termsAndConditions, async () => (await import('../features/policy/policy-page')).TermsPage),
        lazyPage(paths.terms, async () => (await import('../features/policy/policy-page')).TermsPage),
        lazyPage(paths.privacy, async () => (await import('../features/policy/policy-page')).PrivacyPage),
        lazyPage(paths.aboutMe, async () => (await import('../features/account/about-page')).AboutPage),
      ]),
      lazyPage(paths.home, async () => (await import('../features/landing/landing-page')).LandingPage),
      lazyPage('/share/:token', async () => (await import('../features/share/share-page')).SharePage),
      { path: paths.register, element: <Navigate to={paths.signUp} replace /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
