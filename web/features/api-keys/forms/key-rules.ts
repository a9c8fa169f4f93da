import { zApiKey, zWhiteListIp } from '@sdk/gen/api/zod.gen'
import { isIpAddress, splitIpList } from '@/domain/ip-address'
import { contractMaxLength, forbiddenCharacterError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'

/** The contract's limits (openapi/api/schemas/api-keys.yaml), read from the generated schemas. */
const NAME_MAX_LENGTH = contractMaxLength(zApiKey.shape.name)
const WHITE_LIST_MAX_ITEMS = contractMaxLength(zWhiteListIp)

/**
 * A key's name as typed: no hidden or control character, at most the contract's length; `required`
 * for a rename (a key keeps some name).
 */
export function keyNameError(typed: string, { required }: { required: boolean }): string | undefined {
  const hidden = forbiddenCharacterError(typed)
  if (hidden) return hidden
  const name = typed.trim()
  if (required && name === '') return m.api_keys_name_required()
  if (!zApiKey.shape.name.safeParse(name).success) return m.api_keys_name_too_long({ max: NAME_MAX_LENGTH })
  return undefined
}

/**
 * The allow-list as typed: no hidden or control character but the separators (: an invisible one would
 * make an address look right and be refused), every entry an IPv4 or IPv6 address (each bad one named), within the
 * contract's count.
 */
export function ipListError(typed: string): string | undefined {
  const hidden = forbiddenCharacterError(typed, true)
  if (hidden) return hidden
  const entries = splitIpList(typed)
  const bad = entries.filter((entry) => !isIpAddress(entry))
  if (bad.length > 0) return m.api_keys_ips_invalid({ entries: bad.join(', ') })
  if (!zWhiteListIp.safeParse(entries).success) return m.api_keys_ips_too_many({ max: WHITE_LIST_MAX_ITEMS })
  return undefined
}
