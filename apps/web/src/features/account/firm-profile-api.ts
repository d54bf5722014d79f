import { type FirmProfile, type FirmProfileResponse, firmProfileResponse } from '@brocardo/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /api/account/firm-profile: the signed-in user's «Profilo dello studio» (all empty if never saved). */
export const fetchFirmProfile = (signal?: AbortSignal) =>
  api.get('/api/account/firm-profile', firmProfileResponse, { signal });

/** PUT /api/account/firm-profile: the whole profile; the server answers it normalised. */
export const saveFirmProfile = (profile: FirmProfile) =>
  api.put('/api/account/firm-profile', profile, firmProfileResponse);

export const firmProfileKeys = { profile: ['account', 'firm-profile'] as const };

/** The profile, read once per session: only this user changes it, and the save updates the cache. */
export function useFirmProfile() {
  return useQuery({
    queryKey: firmProfileKeys.profile,
    queryFn: ({ signal }) => fetchFirmProfile(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveFirmProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFirmProfile,
    onSuccess: (saved: FirmProfileResponse) => queryClient.setQueryData(firmProfileKeys.profile, saved),
  });
}
