import { AppError, adminContactMessagesQuery, adminContactMessagesResponse } from '@brocardo/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageAddressOf } from '../../platform/pagination';
import type { ActivityService } from '../activity/activity.service';
import { activityAdminRoutes } from '../activity/activity-admin.routes';
import { featureAnalyticsRoutes } from '../analytics/feature-analytics.routes';
import type { FeatureAnalyticsService } from '../analytics/feature-analytics.service';
import { pointsAnalyticsRoutes } from '../analytics/points-analytics.routes';
import type { PointsAnalyticsService } from '../analytics/points-analytics.service';
import { usageMetricsRoutes } from '../analytics/usage-metrics.routes';
import type { UsageMetricsService } from '../analytics/usage-metrics.service';
import type { ContactService } from '../contact/contact.service';
import type { ConversationsService } from '../conversations/conversations.service';
import type { FeedbackService } from '../feedback/feedback.service';
import { feedbackAdminRoutes } from '../feedback/feedback-admin.routes';
import type { PointsService } from '../points/points.service';
import type { SubscriptionService } from '../subscription/subscription.service';
import type { UsersService } from '../users/users.service';
import { adminPointsRoutes } from './admin-points.routes';
import { adminSubscriptionRoutes } from './admin-upgrade-requests.routes';
import { adminUsersRoutes } from './admin-users.routes';

/**
 * Everything under /api/admin: the admin guard runs first for every route registered here, and for
 * paths no route serves yet (anonymous → 401, not an admin → 403, only then 404). Admin features
 * register their routes inside this scope.
 */
export const adminScope: FastifyPluginAsync<{
  points: PointsService;
  contact: ContactService;
  subscription: SubscriptionService;
  users: UsersService;
  activity: ActivityService;
  usageMetrics: UsageMetricsService;
  featureAnalytics: FeatureAnalyticsService;
  pointsAnalytics: PointsAnalyticsService;
  feedback: FeedbackService;
  conversations: ConversationsService;
}> = async (admin, deps) => {
  const { points, contact, subscription, users } = deps;
  admin.addHook('onRequest', admin.requireAdmin);
  await admin.register(adminPointsRoutes, { points });
  await admin.register(adminSubscriptionRoutes, { subscription });
  await admin.register(adminUsersRoutes, { users });
  await admin.register(activityAdminRoutes, { activity: deps.activity });
  await admin.register(usageMetricsRoutes, { usageMetrics: deps.usageMetrics });
  await admin.register(featureAnalyticsRoutes, { featureAnalytics: deps.featureAnalytics });
  await admin.register(pointsAnalyticsRoutes, { pointsAnalytics: deps.pointsAnalytics });
  await admin.register(feedbackAdminRoutes, {
    feedback: deps.feedback,
    conversations: deps.conversations,
    activity: deps.activity,
  });
  const contactMessagesSchema = {
    querystring: adminContactMessagesQuery,
    response: { 200: adminContactMessagesResponse },
  };
  admin
    .withTypeProvider<ZodTypeProvider>()
    .get('/contact-messages', { schema: contactMessagesSchema }, async (request) =>
      contact.list(request.query.page, request.query.per_page, pageAddressOf(request)),
    );
  const notFound = async () => {
    throw new AppError('NOT_FOUND');
  };
  admin.all('/', notFound);
  admin.all('/*', notFound);
};
