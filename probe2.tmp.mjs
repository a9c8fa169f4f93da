import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const p = await b.newPage()
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 400)))
await p.goto(process.argv[2])
await p.waitForTimeout(3000)
console.log(await p.evaluate(async () => JSON.stringify({ sw: !!navigator.serviceWorker, ctl: !!navigator.serviceWorker?.controller, regs: (await navigator.serviceWorker.getRegistrations()).length, mock: typeof window.__mock })))
await b.close()
