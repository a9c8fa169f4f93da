import { HOME_SECTIONS_PART } from '../home-sections-part'
import layout from './home-layout.module.css'
import { HowItWorksSteps } from './how-it-works-steps'
import { LatestOrders } from './latest-orders'
import { type PairParams, PopularPairs } from './popular-pairs'
import { PublicStats } from './public-stats'

/**
 * Everything below the home page's form: how a swap works, the service's figures, the latest public orders and the
 * popular pairs.
 */
export function HomeSections({ pairParams }: { pairParams: PairParams }) {
  return (
    <>
      <div className={layout.side} data-part={HOME_SECTIONS_PART}>
        <HowItWorksSteps />
        <PublicStats />
      </div>
      <div className={layout.below} data-part={HOME_SECTIONS_PART}>
        <LatestOrders />
        <PopularPairs pairParams={pairParams} />
      </div>
    </>
  )
}
