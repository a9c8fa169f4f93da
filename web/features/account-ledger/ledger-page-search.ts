import { z } from 'zod/mini'

/**
 * An account list's page in the URL (the history's, the wallet's): `?page=N`, counted from 1 and absent on the first
 * page, so that a reload or a shared link opens the same page.
 */
export const ledgerPageSearchSchema = z.object({ page: z.optional(z.string()) })
