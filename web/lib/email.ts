import { zSetEmailRequest } from '@sdk/gen/api/zod.gen'

/**
 * The one e-mail rule of the app (spec §5 "The e-mail must match a standard e-mail pattern"): the contract's own
 * (`userEmail` of SetEmailRequest, z.email()), so the client accepts exactly what the server accepts. The exchange
 * form and the order page's e-mail form both use it.
 */
export const isEmail = (text: string): boolean => zSetEmailRequest.shape.userEmail.safeParse(text).success

/** Spec §5: "a plus sign typed in an e-mail is stripped" (as it is typed). */
export const stripEmailPlus = (typed: string): string => typed.replace(/\+/g, '')
