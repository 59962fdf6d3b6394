/** Every route the host knows (spec §2 + federation contract), in one typed registry. */
export const paths = {
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:uidb64/:token',
  createAccount: '/create-account',
  dashboard: '/dashboard',
  tickets: '/tickets',
  createTicket: '/tickets/create',
  patents: '/patents',
  coInventors: '/coinventors',
  profile: '/profile',
  settings: '/settings',
} as const;
