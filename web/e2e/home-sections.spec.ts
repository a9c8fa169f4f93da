import { expectNoSeriousViolations } from './support/axe'
import { cumulativeShift, layoutShifts, recordLayoutShifts } from './support/layout-shifts'
import { localePath, testLocale, text } from './support/locale'
import { expect, type Page, test } from './support/test'

// below the home page's form, how a swap works, the public figures, the latest public orders and the
// popular pairs, in both locales; the figures and orders are the mock's answers, and nothing moves when they arrive.

type Coin = { currencyTitle: string; networkTitle: string }
type LatestOrder = { instrumentFrom: Coin; instrumentTo: Coin }
type Stats = { ordersCompleted: number; instrumentsCount: number }

/** 'USDT (TRC20)', but 'BTC' for a coin on its own chain. */
const coinOnNetwork = ({ currencyTitle, networkTitle }: Coin) =>
  networkTitle === currencyTitle ? currencyTitle : `${currencyTitle} (${networkTitle})`

const answerOf = <T>(page: Page, path: string) =>
  page
    .waitForResponse((response) => response.url().includes(path) && response.ok())
    .then((r) => r.json() as Promise<T>)

test('the home page shows the steps, the mock’s figures, its latest orders and popular pairs', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  const orders = answerOf<LatestOrder[]>(page, '/api/v1/orders/public/latest')
  const stats = answerOf<Stats>(page, '/api/v1/stats/public')
  await page.goto(localePath(locale, '/'))

  const steps = page.getByRole('region', { name: text(locale, 'home_steps_title') })
  await expect(steps.getByRole('listitem')).toHaveCount(3)
  await expect(steps.getByRole('heading', { name: text(locale, 'home_step_send_title') })).toBeVisible()

  const figures = page.getByRole('region', { name: text(locale, 'home_stats_title') })
  const answer = await stats
  const number = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US')
  await expect(figures).toContainText(number.format(answer.ordersCompleted))
  await expect(figures).toContainText(number.format(answer.instrumentsCount))
  await expect(figures.getByText(text(locale, 'home_stats_average_time'))).toBeVisible()

  const latest = page.getByRole('region', { name: text(locale, 'home_orders_title') })
  const shown = await orders
  expect(shown.length).toBeGreaterThan(0)
  await expect(latest.getByRole('listitem')).toHaveCount(shown.length)
  for (const [index, order] of shown.entries()) {
    const item = latest.getByRole('listitem').nth(index)
    // Each side names its network unless the coin is on its own chain: never "USDT → USDT" for a network swap.
    await expect(item).toContainText(`${coinOnNetwork(order.instrumentFrom)} → `)
    await expect(item).toContainText(coinOnNetwork(order.instrumentTo))
  }

  const pairs = page.getByRole('region', { name: text(locale, 'home_pairs_title') })
  await expect(pairs.getByRole('link', { name: / → / }).first()).toHaveAttribute(
    'href',
    /\/exchange-[a-z0-9]+-[a-z0-9]+$/,
  )
  await expectNoSeriousViolations(page, 'home')

  await steps.getByRole('link', { name: text(locale, 'home_steps_more') }).click()
  await expect(page).toHaveURL(/\/how-it-works$/)
})

test('on a wide screen the sections sit beside the form, and nothing moves when they load', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  await page.setViewportSize({ width: 1366, height: 900 })
  await recordLayoutShifts(page)
  await page.goto(`${localePath(locale, '/')}?mock-latency=1500`)
  const form = page.getByRole('region', { name: text(locale, 'exchange_form_label'), exact: true })
  const figures = page.getByRole('region', { name: text(locale, 'home_stats_title') })
  await expect(figures).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 })
  await expect(page.getByRole('region', { name: text(locale, 'home_orders_title') })).not.toHaveAttribute(
    'aria-busy',
    'true',
  )
  const formBox = await form.boundingBox()
  const figuresBox = await figures.boundingBox()
  expect(formBox && figuresBox && figuresBox.x > formBox.x + formBox.width).toBeTruthy()
  expect(cumulativeShift(await layoutShifts(page))).toBeLessThan(0.01)
})

test('a loaded home page animates nothing off screen', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  // A phone, with motion (the dev projects browse with reduced motion, which stills every placeholder).
  await page.setViewportSize({ width: 412, height: 823 })
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto(localePath(locale, '/'))
  await expect(
    page.getByRole('textbox', { name: text(locale, 'exchange_receive_label'), exact: true }),
  ).toHaveValue(/\d/, { timeout: 15_000 })
  // The figures and latest swaps wait below the fold until scrolled to; a placeholder shining there kept the
  // compositor drawing 60 frames a second for nothing.
  const offScreen = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target
        const box = target?.getBoundingClientRect()
        return box && (box.bottom < 0 || box.top > window.innerHeight) ? target?.className : null
      })
      .filter(Boolean),
  )
  expect(offScreen).toEqual([])
})
