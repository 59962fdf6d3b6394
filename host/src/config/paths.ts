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
  /** Reviewers only (remote-review): a reviewer-role account or one with review assignments. */
  reviews: '/reviews',
  /** Office staff only (remote-office); its own pages live under it. */
  office: '/office',
  officeTickets: '/office/tickets',
  officeInventors: '/office/inventors',
  officePatents: '/office/patents',
  officeAudit: '/office/audit',
  officeForm: '/office/form',
  officeAnalytics: '/office/analytics',
  officeRubric: '/office/rubric',
} as const;
