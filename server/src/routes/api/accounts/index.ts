import type { RoutePlugin } from '@server/plugins/app/route-contract';
import activityRoutes from './activity';
import createAccountRoutes from './create-account';
import loginRoutes from './login';
import meRoutes from './me';
import notificationRoutes from './notifications';
import passwordRoutes from './password';
import resetRoutes from './reset';
import twoFactorRoutes from './two-factor';

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
};
export default accountsRoutes;
