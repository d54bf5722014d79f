import { userResource } from '@brocardo/shared/contracts/auth';
import { api, ignoredBody } from '../../lib/api-client';

/** GET /api/user (spec 1 §7 Tutorial): the signed-in user, with `tutorial_completed`. */
export const fetchTutorialUser = (signal?: AbortSignal) => api.get('/api/user', userResource, { signal });

/** POST /api/user/complete-tutorial: the tour was finished or dismissed (its response is not used). */
export const completeTutorial = () => api.post('/api/user/complete-tutorial', undefined, ignoredBody);

export const tutorialUserQueryKey = ['tutorial', 'user'] as const;
