import { openPricedForm, pickerButton } from './support/exchange-form'
import { testLocale, text } from './support/locale'
import { expect, test } from './support/test'

// A user opens a coin picker and types the coin's name at once: no key is lost, whether it comes before the list's
// code has loaded (the picker button hands it over), while the search takes focus, or after; typed as fast as the
// keyboard goes (each key takes effect in its own event: instrument-combobox.tsx).

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a word typed at once into a coin picker arrives whole, ${width} px wide`, async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.setViewportSize({ width, height })
    await openPricedForm(page, locale, 'send=btc&receive=eth&amount=0.01')
    const search = page.getByRole('combobox', { name: text(locale, 'exchange_picker_search_label') })
    const opens = [
      { side: 'send', open: 'Enter', wait: 0 },
      { side: 'receive', open: 'click', wait: 0 },
      { side: 'send', open: 'Space', wait: 50 },
      { side: 'receive', open: 'Enter', wait: 200 },
      { side: 'send', open: 'click', wait: 2_000 },
    ] as const
    for (const { side, open, wait } of opens) {
      const button = pickerButton(page, locale, side)
      if (open === 'click') await button.click()
      else {
        await button.focus()
        await page.keyboard.press(open)
      }
      if (wait) await page.waitForTimeout(wait)
      await page.keyboard.type('tron')
      await expect(search, `${side}, opened by ${open}, typed after ${wait} ms`).toHaveValue('tron')
      // The best match is highlighted, so Enter would choose it.
      const best = page.getByRole('option').first()
      await expect(best).toContainText('TRX')
      await expect(search).toHaveAttribute('aria-activedescendant', (await best.getAttribute('id')) ?? '-')
      await page.keyboard.press('Escape')
      await expect(search).toBeHidden()
      await expect(button).toBeFocused()
    }
  })
}
