// The world's strict wire records, derived from the generated contract types (sdk/gen, `npm run
// generate`). The contract makes some fields optional that the world always sets; Required<> keeps
// them set here, and every record stays assignable to the contract's type, so a contract change
// fails typecheck until the world follows. Plain contract types are imported from sdk/gen directly.
import type * as Api from '@sdk/gen/api/types.gen'

export type Instrument = Required<Api.Instrument>
export type PairData = Required<Api.PairData>
export type OrderDeposit = Required<Api.OrderDeposit>
export type OrderWithdrawal = Required<Api.OrderWithdrawal>
export type Order = Omit<Required<Api.Order>, 'deposits' | 'withdrawals'> & {
  deposits: OrderDeposit[]
  withdrawals: OrderWithdrawal[]
}
export type AccountData = Required<Api.AccountData>
export type AddressValidation = Required<Api.AddressValidation>
