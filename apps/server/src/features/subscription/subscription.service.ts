import {
  type AdminUpgradeDecision,
  type AdminUpgradeRequest,
  AppError,
  daysUntilReset,
  type SubscriptionPlan,
  type SubscriptionResponse,
  UPGRADE_REQUEST_SENT_MESSAGE,
  type UpgradeRequest,
  type UpgradeRequestCreate,
  type UpgradeRequestResponse,
  type UpgradeRequestStatus,
} from '@brocardo/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { type Mailer, type MailMessage, sendOrLogFailure } from '../../platform/mail';
import { type PageAddress, pageEnvelope } from '../../platform/pagination';
import type { ActivityService } from '../activity/activity.service';
import type { PointsService } from '../points/points.service';
import {
  createSubscriptionRepo,
  PendingRequestExists,
  type PlanRow,
  type UpgradeRequestRow,
} from './subscription.repo';
import { upgradeDecisionEmail, upgradeRequestEmail } from './upgrade-emails';

export interface SubscriptionServiceDeps {
  db: Database;
  points: PointsService;
  /** Requests are e-mailed to CONTACT_EMAIL, the administrators' inbox. */
  config: Pick<Config, 'CONTACT_EMAIL' | 'POINTS_TIME_ZONE'>;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** ADMIN_PLAN_REQUEST_DECIDED, written in the transaction that closes the request. */
  activity: Pick<ActivityService, 'recordWithin'>;
}

/** The administrator deciding, and the address they decide from. */
export interface DecidingAdmin {
  userId: number;
  ipAddress: string | null;
}

export const UPGRADE_REQUEST_WITHDRAWN_MESSAGE = 'Richiesta ritirata: il tuo piano resta invariato.';
export const UPGRADE_APPROVED_MESSAGE = 'Richiesta approvata: il piano dell’utente è stato aggiornato.';
export const UPGRADE_REJECTED_MESSAGE = 'Richiesta rifiutata: il piano dell’utente resta invariato.';

/** The ledger action of the points a move to a larger plan adds at once (an approved request, an admin's edit). */
export const PLAN_UPGRADE_ACTION = 'plan_upgrade';

export function presentPlan(row: PlanRow): SubscriptionPlan {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    monthly_points: row.monthlyPoints,
    price: row.price,
  };
}

export function presentUpgradeRequest(row: UpgradeRequestRow): UpgradeRequest {
  return {
    id: row.id,
    status: row.status,
    current_plan: presentPlan(row.currentPlan),
    requested_plan: presentPlan(row.requestedPlan),
    message: row.message,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

function presentAdminUpgradeRequest(row: UpgradeRequestRow): AdminUpgradeRequest {
  return { ...presentUpgradeRequest(row), user: row.user, decided_by: row.decidedBy };
}

export function createSubscriptionService(deps: SubscriptionServiceDeps) {
  const { config, points, log, mailer } = deps;
  const repo = createSubscriptionRepo(deps.db);

  /** A mail failure never fails the call: the request is stored and the admins see it in the portal. */
  const sendLogged = (message: MailMessage, context: Record<string, unknown>, what: string) =>
    sendOrLogFailure(mailer, message, log, context, what);

  async function ownedUser(userId: number) {
    const user = await repo.userWithPlan(deps.db, userId);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  /** Why an id could not be closed: not this user's (or nobody's) → 404, else already closed. */
  async function closeFailure(id: number, userId?: number): Promise<AppError> {
    const existing = await repo.ownerAndStatus(id);
    if (!existing || (userId !== undefined && existing.userId !== userId)) {
      return new AppError('UPGRADE_REQUEST_NOT_FOUND');
    }
    return new AppError('UPGRADE_REQUEST_CLOSED');
  }

  return {
    async plans(): Promise<SubscriptionPlan[]> {
      return (await repo.plans()).map(presentPlan);
    },

    async pendingRequest(userId: number): Promise<UpgradeRequest | null> {
      const row = await repo.pendingOf(userId);
      return row ? presentUpgradeRequest(row) : null;
    },

    async overview(userId: number): Promise<SubscriptionResponse> {
      const [user, plans, balance, pending] = await Promise.all([
        ownedUser(userId),
        this.plans(),
        points.balance(userId),
        this.pendingRequest(userId),
      ]);
      return {
        success: true,
        plans,
        current_plan_id: user.plan.id,
        current_balance: balance,
        days_until_reset: daysUntilReset(deps.clock(), config.POINTS_TIME_ZONE),
        pending_request: pending,
      };
    },

    /**
     * Stores the request (at most one pending per user: the unique index decides between concurrent
     * submits), then e-mails CONTACT_EMAIL. No payment: an administrator approves or rejects it.
     */
    async request(userId: number, body: UpgradeRequestCreate): Promise<UpgradeRequestResponse> {
      const [plan, user] = await Promise.all([repo.planById(deps.db, body.plan_id), ownedUser(userId)]);
      if (!plan) throw new AppError('PLAN_NOT_FOUND');
      if (plan.id === user.plan.id) throw new AppError('UPGRADE_SAME_PLAN');
      if (await repo.pendingOf(userId)) throw new AppError('UPGRADE_REQUEST_PENDING');
      const stored = await repo
        .insertPending({
          userId,
          currentPlanId: user.plan.id,
          requestedPlanId: plan.id,
          message: body.message || null,
        })
        .catch((error: unknown) => {
          throw error instanceof PendingRequestExists ? new AppError('UPGRADE_REQUEST_PENDING') : error;
        });
      await sendLogged(
        upgradeRequestEmail(config.CONTACT_EMAIL, stored),
        { upgrade_request_id: stored.id },
        'upgrade request e-mail not sent',
      );
      return { success: true, message: UPGRADE_REQUEST_SENT_MESSAGE, request: presentUpgradeRequest(stored) };
    },

    /** The user withdraws their own pending request. */
    async withdraw(userId: number, id: number): Promise<UpgradeRequestResponse> {
      const closed = await repo.closeIfPending(deps.db, id, { status: 'cancelled', decidedBy: null, userId });
      if (!closed) throw await closeFailure(id, userId);
      const row = (await repo.requestById(id))!;
      return {
        success: true,
        message: UPGRADE_REQUEST_WITHDRAWN_MESSAGE,
        request: presentUpgradeRequest(row),
      };
    },

    async adminList(
      query: { status?: UpgradeRequestStatus; page: number; per_page: number },
      address: PageAddress,
    ) {
      const { rows, total } = await repo.page(
        query.status,
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return pageEnvelope(rows.map(presentAdminUpgradeRequest), total, query.page, query.per_page, address);
    },

    /**
     * Approving moves the user to the requested plan in the same transaction that closes the request;
     * a plan with a larger allowance adds the difference to the balance at once (a ledger grant), a
     * smaller one leaves the balance until the monthly reset. Only a pending request can be decided,
     * so two concurrent approvals grant once.
     */
    async decide(admin: DecidingAdmin, id: number, decision: AdminUpgradeDecision['status']) {
      const outcome = await repo.transaction(async (tx) => {
        const closed = await repo.closeIfPending(tx, id, { status: decision, decidedBy: admin.userId });
        if (!closed) return null;
        const user = await repo.userWithPlan(tx, closed.userId, true);
        const target = await repo.planById(tx, closed.requestedPlanId);
        if (!user || !target) throw new Error(`upgrade request ${id}: user or plan missing`);
        const approved = decision === 'approved';
        const difference = target.monthlyPoints - user.plan.monthlyPoints;
        await deps.activity.recordWithin(tx, {
          userId: admin.userId,
          actionType: 'ADMIN_PLAN_REQUEST_DECIDED',
          details: {
            target_user_id: user.id,
            target_email: user.email,
            request_id: id,
            decision,
            current_plan: user.plan.name,
            requested_plan: target.name,
            changes: approved ? { subscription_plan: { old: user.plan.name, new: target.name } } : {},
            ...(approved && difference > 0 ? { points_granted: difference } : {}),
          },
          ipAddress: admin.ipAddress,
        });
        if (!approved) return { granted: 0, previousPlan: null };
        if (difference > 0) {
          // Before the plan changes: a month opened here opens on the old allowance, plus the difference.
          await points.grantWithin(tx, user.id, difference, {
            action: PLAN_UPGRADE_ACTION,
            description: `Passaggio al piano ${target.name} (richiesta #${id})`,
          });
        }
        await repo.setUserPlan(tx, user.id, target.id);
        return { granted: Math.max(0, difference), previousPlan: user.plan };
      });
      if (!outcome) throw await closeFailure(id);
      const row = (await repo.requestById(id))!;
      await sendLogged(
        upgradeDecisionEmail({
          user: row.user,
          approved: decision === 'approved',
          currentPlan: outcome.previousPlan ?? row.currentPlan,
          requestedPlan: row.requestedPlan,
          grantedPoints: outcome.granted,
        }),
        { upgrade_request_id: id },
        'upgrade decision e-mail not sent',
      );
      return {
        success: true as const,
        message: decision === 'approved' ? UPGRADE_APPROVED_MESSAGE : UPGRADE_REJECTED_MESSAGE,
        request: presentAdminUpgradeRequest(row),
        granted_points: outcome.granted,
      };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
