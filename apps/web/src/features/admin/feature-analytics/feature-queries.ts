import { useQuery } from '@tanstack/react-query';
import { fetchFeatureAnalytics, fetchFeatureTokenUsage } from '../admin-api';
import { adminKeys } from '../admin-queries';

export function useFeatureAnalytics() {
  return useQuery({
    queryKey: [...adminKeys.features, 'summary'],
    queryFn: ({ signal }) => fetchFeatureAnalytics(signal),
  });
}

export function useFeatureTokenUsage() {
  return useQuery({
    queryKey: [...adminKeys.features, 'llm-token-usage'],
    queryFn: ({ signal }) => fetchFeatureTokenUsage(signal),
  });
}
