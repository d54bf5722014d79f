export { TutorialButton } from './tutorial-button';
export { TUTORIAL_AUTO_START_MS, tutorialMessages, useGuidedTour } from './use-guided-tour';
