import { z } from 'zod/mini'

/**
 * An account list's page in the URL (the history's, the wallet's): `?page=N`, counted from 1 and absent on the first
 * page, so that a reload or a shared link opens the same page. A plain string here (the routes' schemas are in every
 * page's first JS); the page reads it with `pageIndex` (components/page-param.ts).
 */
export const ledgerPageSearchSchema = z.object({ page: z.optional(z.string()) })
