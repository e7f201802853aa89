/** SPEC.md section 2's route table, the one place the SPA's paths are written. */
export const paths = {
  chat: '/',
  chatById: (id: string) => `/chat/${encodeURIComponent(id)}`,
  home: '/home',
  login: '/login',
  signUp: '/signUp',
  register: '/register',
  forgetPassword: '/forgetPassword',
  verifyForgetPasswordOtp: '/verifyForgetPasswordOtp',
  resetPass: '/resetPass',
  verificationCode: '/verificationCode',
  congratulations: '/congratulations',
  editProfile: '/editProfile',
  helpAndSupport: '/helpAndSupport',
  settings: '/settings',
  faq: '/faq',
  upgrade: '/upgrade',
  manageSubscription: '/manageSubscription',
  termsAndConditions: '/TermsAndConditions',
  terms: '/terms',
  privacy: '/privacyAndPolicy',
  aboutMe: '/aboutMe',
  savedChats: '/saved-chats',
  chatEditor: '/chat-editor',
  chatEditorPlan: (id: string) => `/chat-editor/${encodeURIComponent(id)}`,
  calendar: '/calendar',
  calendarClasses: '/calendar/classes',
  calendarClass: (id: string) => `/calendar/classes/${encodeURIComponent(id)}`,
  share: (token: string) => `/share/${encodeURIComponent(token)}`,
} as const;

/** Where a guard sent the user from, carried in navigation state. */
export type FromState = { from?: string } | null;
