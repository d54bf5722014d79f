import { randomBytes } from 'node:crypto';
import { loginRequest } from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import { perMinute } from '../../platform/rate-limit';
import type { AuthService } from './auth.service';
import { presentUser } from './auth.service';

const TRUE_VALUES = new Set([true, 'true', '1']);

export interface AuthRoutesOptions {
  auth: AuthService;
  loginRateLimitPerMinute: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, loginRateLimitPerMinute },
) => {
  // Kept for clients written against the spec; bearer tokens remain the authentication.
  app.get('/sanctum/csrf-cookie', async (request, reply) => {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `XSRF-TOKEN=${randomBytes(32).toString('base64url')}; Path=/; SameSite=Lax${secure}`,
    );
    return reply.status(204).send();
  });

  app.post(
    '/api/login',
    {
      schema: { body: loginRequest },
      // Per client address, across accounts: the per-account lockout cannot stop spraying on its own.
      config: perMinute(loginRateLimitPerMinute),
    },
    async (request) => {
      const adminLogin =
        TRUE_VALUES.has(request.body.admin_login ?? false) ||
        TRUE_VALUES.has(String(request.headers['x-admin-login']));
      return auth.login({
        email: request.body.email,
        password: request.body.password,
        adminLogin,
        ipAddress: request.ip ?? null,
        userAgent: request.headers['user-agent'] ?? null,
      });
    },
  );

  app.post('/api/logout', { onRequest: app.requireUser }, async (request) => {
    await auth.logout(currentAuth(request).sessionId);
    return { success: true, message: 'Logout effettuato con successo.' };
  });

  app.get('/api/user', { onRequest: app.requireUser }, async (request) =>
    presentUser(currentAuth(request).user),
  );

  app.post('/api/user/complete-tutorial', { onRequest: app.requireUser }, async (request) => {
    await auth.completeTutorial(currentAuth(request).user.id);
    return { success: true, tutorial_completed: true };
  });
};
