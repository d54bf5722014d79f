import { z } from '../zod-it';

/** A user id in an admin path: a positive integer, else 404. */
export const adminUserIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const BALANCE_INVALID = 'Il saldo punti deve essere un numero intero non negativo';

/** PATCH /api/admin/users/{id}/points (spec 2 §7; points minimum 0, spec 2 §9). */
export const adminPointsRequest = z.object({
  points_balance: z.coerce
    .number(BALANCE_INVALID)
    .int(BALANCE_INVALID)
    .min(0, BALANCE_INVALID)
    .max(100_000_000),
  reason: z.string().trim().max(255, 'Il motivo non può superare i 255 caratteri').nullish(),
});
export type AdminPointsRequest = z.infer<typeof adminPointsRequest>;

export const ADMIN_POINTS_UPDATED_MESSAGE = 'Points balance updated successfully!';
