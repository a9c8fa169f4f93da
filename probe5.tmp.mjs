import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const [url, w, h, out] = process.argv.slice(2)
const p = await b.newPage({ viewport: { width: Number(w), height: Number(h) } })
await p.goto(url)
await p.waitForTimeout(3500)
await p.screenshot({ path: out, fullPage: true })
console.log(await p.evaluate(() => document.documentElement.scrollWidth))
await b.close()
