import type { UserResource } from '@brocardo/shared/contracts/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showAppToast } from '../../components/app-toast';
import { DESKTOP_LAYOUT_QUERY, TUTORIAL_RESTART_STATE } from '../../components/layouts';
import { isRecord } from '../../lib/records';
import { setTutorialCompleted } from '../../lib/storage';
import { runTour, type TourController } from './tour-runner';
import { stepsForLayout } from './tour-steps';
import { completeTutorial, fetchTutorialUser, tutorialUserQueryKey } from './tutorial-api';

/** Spec 1 §9: the tour starts 2 seconds after the chat screen loads. */
export const TUTORIAL_AUTO_START_MS = 2000;
/** The Tutorial entry of the sidebar lands here from another page: the page settles first. */
export const TUTORIAL_RESTART_DELAY_MS = 300;

/** Spec 1 §8 Documents, feedback, tutorial, copy. */
export const tutorialMessages = {
  completed: 'Tutorial completato! Puoi riavviarlo in qualsiasi momento dal menu.',
  saveFailed: 'Errore nel salvare il completamento del tutorial',
} as const;

function isDesktopLayout(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(DESKTOP_LAYOUT_QUERY).matches;
}

/**
 * The guided tour of the chat screen (spec 1 §2 Tutorial, §4 Tutorial): it starts by itself 2 s
 * after load while the user's tutorial_completed is false (GET /api/user), again from the header
 * button (`start`) or from the sidebar's Tutorial entry (a navigation to / with
 * TUTORIAL_RESTART_STATE). Finished or dismissed at any step, it is saved as completed.
 */
export function useGuidedTour() {
  const queryClient = useQueryClient();
  const { data: user } = useQuery({
    queryKey: tutorialUserQueryKey,
    queryFn: ({ signal }) => fetchTutorialUser(signal),
  });
  const controller = useRef<TourController | null>(null);
  const started = useRef(false);
  const [running, setRunning] = useState(false);

  const markCompleted = useCallback(async () => {
    // Saved locally at once, so that coming back to / in this session does not start it again.
    setTutorialCompleted(true);
    queryClient.setQueryData<UserResource>(tutorialUserQueryKey, (previous) =>
      previous ? { ...previous, tutorial_completed: true } : previous,
    );
    try {
      await completeTutorial();
      showAppToast(tutorialMessages.completed, 'success');
    } catch {
      showAppToast(tutorialMessages.saveFailed, 'error');
    }
  }, [queryClient]);

  const start = useCallback(() => {
    started.current = true;
    if (controller.current) return;
    setRunning(true);
    controller.current = runTour({
      steps: stepsForLayout(isDesktopLayout()),
      onEnd: () => {
        controller.current = null;
        setRunning(false);
        void markCompleted();
      },
    });
  }, [markCompleted]);

  // Leaving the page ends a running tour without saving anything.
  useEffect(
    () => () => {
      controller.current?.cancel();
      controller.current = null;
    },
    [],
  );

  const pending = user?.tutorial_completed === false;
  useEffect(() => {
    if (!pending || started.current) return;
    const timer = window.setTimeout(start, TUTORIAL_AUTO_START_MS);
    return () => window.clearTimeout(timer);
  }, [pending, start]);

  const location = useLocation();
  const navigate = useNavigate();
  const restartRequested = isRecord(location.state) && location.state[TUTORIAL_RESTART_STATE] === true;
  const restartTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!restartRequested) return;
    started.current = true;
    // Consumed: a reload or Back does not start it again. That navigation re-runs this effect, so
    // the timer is not cleared by it, only on unmount.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    window.clearTimeout(restartTimer.current);
    restartTimer.current = window.setTimeout(start, TUTORIAL_RESTART_DELAY_MS);
  }, [restartRequested, location.pathname, location.search, navigate, start]);
  useEffect(() => () => window.clearTimeout(restartTimer.current), []);

  return { start, running };
}
