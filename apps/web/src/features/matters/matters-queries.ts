import type { FiledKind, MatterRequest } from '@brocardo/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as mattersApi from './matters-api';

export const MATTERS_QUERY_KEY = ['matters'] as const;
export const matterQueryKey = (id: number) => ['matters', id] as const;
export const MATTER_POINTS_QUERY_KEY = ['matters', 'points'] as const;

/**
 * The lists whose items carry a matter_id (their `matter_id` changes with a filing): the keys of
 * the conversations, documents, generated documents and cases queries.
 */
const FILED_LISTS = [['conversations'], ['user-documents'], ['legal-documents'], ['case-strategies']];

export function useMatters() {
  return useQuery({ queryKey: MATTERS_QUERY_KEY, queryFn: ({ signal }) => mattersApi.fetchMatters(signal) });
}

export function useMatter(id: number | null) {
  return useQuery({
    queryKey: matterQueryKey(id ?? 0),
    queryFn: ({ signal }) => mattersApi.fetchMatter(id!, signal),
    enabled: id !== null,
  });
}

export function useMatterPoints() {
  return useQuery({
    queryKey: MATTER_POINTS_QUERY_KEY,
    queryFn: ({ signal }) => mattersApi.fetchMatterPoints(signal),
  });
}

export function useSaveMatter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: MatterRequest }) =>
      id === null ? mattersApi.createMatter(body) : mattersApi.updateMatter(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MATTERS_QUERY_KEY }),
  });
}

export function useDeleteMatter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => mattersApi.deleteMatter(id),
    onSuccess: async () => {
      // The list and the points per matter are read again, not the deleted matter's page, still
      // shown until the page goes back to the list (it would answer 404).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MATTERS_QUERY_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: MATTER_POINTS_QUERY_KEY, exact: true }),
      ]);
      for (const queryKey of FILED_LISTS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** Files an item later (or unfiles it); the matters and the item's list are read again. */
export function useFileItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, matterId }: { kind: FiledKind; id: string | number; matterId: number | null }) =>
      mattersApi.fileItem(kind, id, matterId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MATTERS_QUERY_KEY });
      for (const queryKey of FILED_LISTS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
