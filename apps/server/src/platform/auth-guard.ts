import { AppError } from '@brocardo/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { users } from '../db/schema';

/** The signed-in caller: the account's row and the session it signed in with. */
export interface Authenticated {
  user: typeof users.$inferSelect;
  sessionId: number;
}

/** What the guards need of the auth feature: a bearer token → its caller, or a 401/409 AppError. */
export interface Authenticator {
  authenticate(token: string | null): Promise<Authenticated>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest guard: a valid bearer session, else 401 (missing, expired) or 409 (superseded). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest guard: requireUser, and the account's is_admin column (never a client claim), else 403. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return (header && BEARER.exec(header)?.[1]) || null;
}

/** The signed-in caller, for handlers behind requireUser. */
export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

export function registerAuthGuards(app: FastifyInstance, auth: Authenticator): void {
  app.decorateRequest('auth', null);
  const requireUser = async (request: FastifyRequest) => {
    request.auth = await auth.authenticate(bearerToken(request));
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await requireUser(request);
    if (!request.auth?.user.isAdmin) throw new AppError('ADMIN_REQUIRED');
  });
}
