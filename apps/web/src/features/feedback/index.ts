export { FeedbackDialog } from './feedback-dialog';
export { type Feedback, type RatedAnswer, useFeedback } from './use-feedback';
