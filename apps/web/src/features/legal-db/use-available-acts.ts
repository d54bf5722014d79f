import type { AvailableDocument } from '@brocardo/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchAvailableDocuments } from './legal-db-api';

/** The acts of the corpus (the system documents of GET /rag-api/list-available-documents). */
export function useAvailableActs(enabled: boolean) {
  const query = useQuery({
    queryKey: ['legal-db', 'available-documents'],
    queryFn: ({ signal }) => fetchAvailableDocuments(signal),
    enabled,
    // no-store on the server side; within one modal session the list is the same.
    staleTime: 0,
    select: (response): AvailableDocument[] =>
      response.documents.filter((document) => document.type === 'system'),
  });
  return {
    acts: query.data,
    loading: query.isPending && enabled,
    failed: query.isError,
    retry: query.refetch,
  };
}
