import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const p = await b.newPage({ viewport: { width: 360, height: 800 }, locale: 'ru-RU' })
await p.goto(process.argv[2]); await p.waitForTimeout(4000)
console.log(await p.evaluate(() => [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 361).slice(0, 12).map(e => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)} ${e.textContent.slice(0, 60)}`).join('\n')))
await b.close()
