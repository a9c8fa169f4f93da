import {
  WITHDRAWAL_ADDRESS_LENGTH,
  WITHDRAWAL_ADDRESS_PREFIX,
  WITHDRAWAL_TEST_ADDRESS,
} from '@/config/constants'

/**
 * docs/product.md §5 "Withdrawal": the address must be 34 characters starting with T, or the special all-ones
 * test address.
 */
export function isWithdrawalAddress(address: string): boolean {
  return (
    address === WITHDRAWAL_TEST_ADDRESS ||
    (address.length === WITHDRAWAL_ADDRESS_LENGTH && address.startsWith(WITHDRAWAL_ADDRESS_PREFIX))
  )
}
