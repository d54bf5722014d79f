import {
  AppError,
  type CaptchaConfigResponse,
  captchaConfigResponse,
  registerRequest,
  resendVerificationRequest,
  z,
} from '@brocardo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Captcha } from '../../platform/captcha';
import type { Clock } from '../../platform/clock';
import type { Mailer } from '../../platform/mail';
import { perMinute } from '../../platform/rate-limit';
import type { ActivityService } from '../activity/activity.service';
import { createRegistrationRepo } from './registration.repo';
import { createRegistrationService } from './registration.service';

export interface RegistrationRoutesOptions {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Shared with the contact form: one set of redeemed challenges, so a solution is spent once. */
  captcha: Captcha;
  activity: ActivityService;
}

const CHALLENGE_URL = '/api/captcha/challenge';

export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (
  app,
  { config, db, clock, mailer, captcha, activity },
) => {
  const repo = createRegistrationRepo(db);
  const registration = createRegistrationService({
    repo,
    captcha,
    mailer,
    clock,
    log: app.log,
    publicUrl: config.PUBLIC_URL,
    verificationTtlHours: config.EMAIL_VERIFICATION_TTL_HOURS,
    pointsTimeZone: config.POINTS_TIME_ZONE,
    activity,
  });

  app.get(
    '/api/captcha/config',
    { schema: { response: { 200: captchaConfigResponse } } },
    async (): Promise<CaptchaConfigResponse> => ({
      provider: captcha.provider,
      challenge_url: captcha.createChallenge ? CHALLENGE_URL : null,
      recaptcha_site_key: captcha.provider === 'recaptcha' ? (config.RECAPTCHA_SITE_KEY ?? null) : null,
      recaptcha_script_url: captcha.provider === 'recaptcha' ? config.RECAPTCHA_SCRIPT_URL : null,
    }),
  );

  const { createChallenge } = captcha;
  if (createChallenge) {
    app.get(
      CHALLENGE_URL,
      // Issuing a challenge costs the server one key derivation: bounded per client address.
      { config: perMinute(config.CAPTCHA_CHALLENGE_RATE_LIMIT_PER_MINUTE) },
      () => createChallenge(),
    );
  }

  app.post(
    '/api/register',
    {
      schema: { body: registerRequest },
      config: perMinute(config.REGISTER_RATE_LIMIT_PER_MINUTE),
    },
    async (request, reply) => {
      const result = await registration.register(request.body, request.ip);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/email/verify',
    {
      schema: { querystring: z.object({ token: z.string().max(200).optional().catch(undefined) }) },
      // A HEAD (link preview, prefetch) must not spend the single-use token.
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const outcome = await registration.verify(request.query.token);
      const target = outcome === 'verified' ? '/login?verified=1' : `/login?verification=${outcome}`;
      return reply.redirect(target, 302);
    },
  );

  const resendWindowMs = config.VERIFICATION_RESEND_WINDOW_MINUTES * 60_000;
  // Keyed by the requested id whether or not it exists, so the limit reveals nothing either.
  const perUserLimit = app.createRateLimit({
    max: config.VERIFICATION_RESEND_MAX,
    timeWindow: resendWindowMs,
    keyGenerator: (request: FastifyRequest) =>
      `verification-resend-user:${(request.body as { user_id: number }).user_id}`,
  });

  app.post(
    '/api/email/resend',
    {
      schema: { body: resendVerificationRequest },
      config: { rateLimit: { max: config.VERIFICATION_RESEND_MAX, timeWindow: resendWindowMs } },
      preHandler: async (request, reply) => {
        const limit = await perUserLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', String(limit.ttlInSeconds));
          throw new AppError('VERIFICATION_RESEND_LIMITED');
        }
      },
    },
    async (request) => registration.resend(request.body.user_id),
  );
};
