import { HOME_SECTIONS_PART } from '../home-sections-part'
import layout from './home-layout.module.css'
import { HowItWorksSteps } from './how-it-works-steps'
import { LatestOrders } from './latest-orders'
import { type PairParams, PopularPairs } from './popular-pairs'
import { PublicStats } from './public-stats'

/**
 * Everything below the home page's form: how a swap works, the service's figures, the latest public orders and the
 * popular pairs. Loaded lazily by the home route, so none of it is in the home page's first JS, and on a
 * pre-rendered page only once it nears the screen. Their placeholders do not shine (`Skeleton still`): until then
 * they wait rather than load, and a shine below the fold kept the compositor drawing 60 frames a second while the
 * page started and after (home-sections.spec.ts: "a loaded home page animates nothing off screen").
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
