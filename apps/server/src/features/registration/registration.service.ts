import {
  AppError,
  pointsPeriod,
  REGISTRATION_SUCCESS_MESSAGE,
  type RegisterRequest,
  type RegisterResponse,
  registrationMessages,
  VERIFICATION_EMAIL_SENT_MESSAGE,
  type VerificationFailure,
} from '@brocardo/shared';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/errors';
import type { Captcha } from '../../platform/captcha';
import type { Clock } from '../../platform/clock';
import type { Mailer } from '../../platform/mail';
import { hashPassword } from '../../platform/passwords';
import { hashToken, newToken } from '../../platform/tokens';
import type { ActivityService } from '../activity/activity.service';
import type { RegisteredUser, RegistrationRepo } from './registration.repo';
import { verificationEmail } from './verification-email';

export interface RegistrationServiceDeps {
  repo: RegistrationRepo;
  captcha: Captcha;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  verificationTtlHours: number;
  /** The calendar of the monthly points reset: the new balance belongs to this month. */
  pointsTimeZone: string;
  /** USER_REGISTRATION, written in the transaction that creates the account. */
  activity: Pick<ActivityService, 'recordWithin'>;
}

export type VerificationOutcome = 'verified' | VerificationFailure;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function createRegistrationService(deps: RegistrationServiceDeps) {
  const { repo, captcha, mailer, clock, log } = deps;
  const ttlMs = deps.verificationTtlHours * 3_600_000;

  const issueToken = (now: Date) => {
    const { token, hash } = newToken();
    return { token, row: { tokenHash: hash, expiresAt: new Date(now.getTime() + ttlMs) } };
  };

  /** Sends the link; false (and a log line) when the mail could not be handed over. */
  async function sendVerification(user: RegisteredUser, token: string): Promise<boolean> {
    const link = `${deps.publicUrl}/api/email/verify?token=${token}`;
    try {
      await mailer.send(verificationEmail(user, link, deps.verificationTtlHours));
      return true;
    } catch (error) {
      log.error({ err: error, userId: user.id, transport: mailer.transport }, 'verification e-mail not sent');
      return false;
    }
  }

  return {
    async register(input: RegisterRequest, remoteIp: string | undefined): Promise<RegisterResponse> {
      if (!(await captcha.verify(input.captcha_token, { remoteIp }))) {
        throw AppError.validation({ captcha_token: [registrationMessages.captchaFailed] });
      }
      const now = clock();
      const { token, row } = issueToken(now);
      const newUser = {
        name: input.name,
        email: input.email.toLowerCase(),
        passwordHash: await hashPassword(input.password),
        pointsPeriod: pointsPeriod(now, deps.pointsTimeZone),
      };
      let user: RegisteredUser;
      try {
        user = await repo.createUserWithToken(newUser, row, now, (tx, created, plan) =>
          deps.activity.recordWithin(tx, {
            userId: created.id,
            actionType: 'USER_REGISTRATION',
            details: {
              plan: plan.code,
              email_domain: created.email.split('@').pop() ?? '',
              email_verified: false,
            },
            ipAddress: remoteIp ?? null,
          }),
        );
      } catch (error) {
        // The unique constraint decides, so two concurrent submissions cannot both create the account.
        if (isUniqueViolation(error, 'users_email_unique')) {
          throw AppError.validation({ email: [registrationMessages.emailTaken] });
        }
        throw error;
      }
      // After the commit: a failed send is logged and the user can ask for another link.
      await sendVerification(user, token);
      return { success: true, message: REGISTRATION_SUCCESS_MESSAGE };
    },

    /** Same answer for unknown and already verified accounts: the caller learns nothing about ids. */
    async resend(userId: number): Promise<RegisterResponse> {
      const success = { success: true, message: VERIFICATION_EMAIL_SENT_MESSAGE } as const;
      const user = await repo.findUser(userId);
      if (!user || user.emailVerifiedAt) return success;
      const now = clock();
      const { token, row } = issueToken(now);
      await repo.replaceToken(user.id, row, now);
      if (!(await sendVerification(user, token))) throw new AppError('VERIFICATION_EMAIL_FAILED');
      return success;
    },

    async verify(token: string | undefined): Promise<VerificationOutcome> {
      if (!token || !TOKEN_SHAPE.test(token)) return 'invalid';
      const found = await repo.findToken(hashToken(token));
      if (!found) return 'invalid';
      if (found.usedAt || found.userVerifiedAt) return 'used';
      if (found.supersededAt) return 'invalid';
      const now = clock();
      if (found.expiresAt <= now) return 'expired';
      return (await repo.consumeToken(found.id, found.userId, now)) ? 'verified' : 'used';
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
