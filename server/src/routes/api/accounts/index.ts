import type { FastifyInstance } from 'fastify';
import activityRoutes from './activity';
import createAccountRoutes from './create-account';
import loginRoutes from './login';
import meRoutes from './me';
import notificationRoutes from './notifications';
import passwordRoutes from './password';
import resetRoutes from './reset';

/** /api/accounts routes (see API.md); each file holds one concern. */
export default async function accountsRoutes(app: FastifyInstance) {
  await app.register(meRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(resetRoutes);
  await app.register(createAccountRoutes);
  await app.register(notificationRoutes);
  await app.register(activityRoutes);
}
