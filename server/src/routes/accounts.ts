import type { RoutePlugin } from '@server/plugins/app/route-contract';
import activityRoutes from '../modules/notifications/activity.routes';
import createAccountRoutes from '../modules/accounts/create-account.routes';
import eventsRoutes from '../modules/notifications/live-events.routes';
import loginRoutes from '../modules/accounts/login.routes';
import meRoutes from '../modules/accounts/me.routes';
import notificationSettingsRoutes from '../modules/notifications/notification-settings.routes';
import notificationRoutes from '../modules/notifications/notifications.routes';
import passwordRoutes from '../modules/accounts/password.routes';
import resetRoutes from '../modules/accounts/reset.routes';
import ssoRoutes from '../modules/sso/sso.routes';
import twoFactorRoutes from '../modules/two-factor/two-factor.routes';
import unsubscribeRoutes from '../modules/notifications/unsubscribe.routes';

/** /api/accounts: the routes of the accounts, notifications, two-factor and sso modules. */
const accountsRoutes: RoutePlugin = async (app) => {
  await app.register(meRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(resetRoutes);
  await app.register(createAccountRoutes);
  await app.register(notificationRoutes);
  await app.register(activityRoutes);
  await app.register(twoFactorRoutes);
  await app.register(notificationSettingsRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(eventsRoutes);
  await app.register(ssoRoutes);
};
export default accountsRoutes;
