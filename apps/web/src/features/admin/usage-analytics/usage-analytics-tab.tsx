/** Skeleton: filled by issue 22's admin portal work. */
export function UsageAnalyticsTab() {
  return null;
}
