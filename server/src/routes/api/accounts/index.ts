import type { RoutePlugin } from '@server/plugins/app/route-contract';
import activityRoutes from './activity';
import createAccountRoutes from './create-account';
import eventsRoutes from './events';
import loginRoutes from './login';
import meRoutes from './me';
import notificationSettingsRoutes from './notification-settings';
import notificationRoutes from './notifications';
import passwordRoutes from './password';
import resetRoutes from './reset';
import twoFactorRoutes from './two-factor';
import unsubscribeRoutes from './unsubscribe';

/** /api/accounts routes; each file holds one concern, the rules are in services/accounts.service.ts. */
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
};
export default accountsRoutes;
