import { EMPTY_FIRM_PROFILE, type FirmProfile, type FirmProfileResponse } from '@brocardo/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { createFirmProfileRepo, type FirmProfileRow } from './firm-profile.repo';

export interface FirmProfileServiceDeps {
  db: Database;
  clock: Clock;
}

function toProfile(row: FirmProfileRow | undefined): FirmProfile {
  if (!row) return EMPTY_FIRM_PROFILE;
  return {
    firm_name: row.firmName,
    address: row.address,
    pec: row.pec,
    phone: row.phone,
    vat_number: row.vatNumber,
    lawyer_name: row.lawyerName,
    foro: row.foro,
  };
}

const present = (row: FirmProfileRow | undefined): FirmProfileResponse => ({
  success: true,
  data: toProfile(row),
  updated_at: row?.updatedAt.toISOString() ?? null,
});

/** «Profilo dello studio»: each user reads and writes only their own row. */
export function createFirmProfileService(deps: FirmProfileServiceDeps) {
  const repo = createFirmProfileRepo(deps.db);
  return {
    /** The user's profile; every field empty when none was saved. */
    async profile(userId: number): Promise<FirmProfile> {
      return toProfile(await repo.find(userId));
    },

    async get(userId: number): Promise<FirmProfileResponse> {
      return present(await repo.find(userId));
    },

    /** `body` is the validated PUT body: every field present, trimmed and normalised. */
    async save(userId: number, body: FirmProfile): Promise<FirmProfileResponse> {
      const row = await repo.save(
        userId,
        {
          firmName: body.firm_name,
          address: body.address,
          pec: body.pec,
          phone: body.phone,
          vatNumber: body.vat_number,
          lawyerName: body.lawyer_name,
          foro: body.foro,
        },
        deps.clock(),
      );
      return present(row);
    },
  };
}

export type FirmProfileService = ReturnType<typeof createFirmProfileService>;
