/** Skeleton: filled by issue 22's admin portal work. */
export function MessageFeedbackTab() {
  return null;
}
