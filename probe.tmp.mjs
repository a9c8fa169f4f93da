import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const p = await b.newPage()
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 400)))
p.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText)); p.on('response', (r) => r.status() >= 400 && console.log('status', r.status(), r.url())); p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 600)))
await p.goto(process.argv[2])
await p.waitForTimeout(4000)
console.log(await p.title()); console.log((await p.content()).slice(-1500)); console.log((await p.locator('body').innerText().catch(() => 'no main')).slice(0, 1500))
await b.close()
