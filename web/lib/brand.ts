import { env } from '@/config/env'
import { m } from '@/paraglide/messages.js'

/** The brand name of this deployment (runtime configuration `brand.name`), else the messages' own. */
export const brandName = (): string => env.brandName ?? m.brand_name()
