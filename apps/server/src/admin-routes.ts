import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { ActivityService } from './features/activity/activity.service';
import { activityAdminRoutes } from './features/activity/activity-admin.routes';
import { type AdminRoutes, adminScope } from './features/admin/admin.routes';
import { featureAnalyticsRoutes } from './features/analytics/feature-analytics.routes';
import { createFeatureAnalyticsService } from './features/analytics/feature-analytics.service';
import { pointsAnalyticsRoutes } from './features/analytics/points-analytics.routes';
import { createPointsAnalyticsService } from './features/analytics/points-analytics.service';
import { usageMetricsRoutes } from './features/analytics/usage-metrics.routes';
import { createUsageMetricsService } from './features/analytics/usage-metrics.service';
import { userSpendingRoutes } from './features/analytics/user-spending.routes';
import { createUserSpendingService } from './features/analytics/user-spending.service';
import type { ContactService } from './features/contact/contact.service';
import type { ConversationsService } from './features/conversations/conversations.service';
import type { DocumentsService } from './features/documents/documents.service';
import type { FeedbackService } from './features/feedback/feedback.service';
import { feedbackAdminRoutes } from './features/feedback/feedback-admin.routes';
import { mattersAdminRoutes } from './features/matters/matters.routes';
import type { MattersService } from './features/matters/matters.service';
import type { PointsService } from './features/points/points.service';
import type { SubscriptionService } from './features/subscription/subscription.service';
import { createUsersService } from './features/users/users.service';
import type { Clock } from './platform/clock';

export interface AdminDeps {
  config: Config;
  db: Database;
  clock: Clock;
  points: PointsService;
  documents: DocumentsService;
  activity: ActivityService;
  feedback: FeedbackService;
  conversations: ConversationsService;
  matters: MattersService;
  contact: ContactService;
  subscription: SubscriptionService;
}

/** The admin portal under /api/admin: users, and the analytics read from the server's own records. */
export async function registerAdminRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const {
    config,
    db,
    clock,
    points,
    documents,
    activity,
    feedback,
    conversations,
    matters,
    contact,
    subscription,
  } = deps;
  const users = createUsersService({
    db: db,
    points,
    documents,
    clock,
    pointsTimeZone: config.POINTS_TIME_ZONE,
    activity,
  });
  // The admin portal's analytics read the server's own records (usage, ledger, activity, feedback).
  const analyticsDeps = { db: db, config };
  const featureRoutes: AdminRoutes[] = [
    (scope) => scope.register(activityAdminRoutes, { activity }),
    (scope) => scope.register(usageMetricsRoutes, { usageMetrics: createUsageMetricsService(analyticsDeps) }),
    (scope) => scope.register(userSpendingRoutes, { userSpending: createUserSpendingService(analyticsDeps) }),
    (scope) =>
      scope.register(featureAnalyticsRoutes, {
        featureAnalytics: createFeatureAnalyticsService(analyticsDeps),
      }),
    (scope) =>
      scope.register(pointsAnalyticsRoutes, { pointsAnalytics: createPointsAnalyticsService(analyticsDeps) }),
    (scope) => scope.register(feedbackAdminRoutes, { feedback, conversations, activity }),
    (scope) => scope.register(mattersAdminRoutes, { matters }),
  ];
  await app.register(adminScope, { prefix: '/api/admin', contact, subscription, users, featureRoutes });
}
