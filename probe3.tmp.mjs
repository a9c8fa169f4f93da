import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const p = await b.newPage()
await p.goto('http://localhost:5193/about:blank-nothing')
console.log(await p.evaluate(async () => {
  try {
    const m = await Promise.race([import('/assets/browser-Cl_DFTnq.js'), new Promise((_, r) => setTimeout(() => r(new Error('timeout import')), 3000))])
    return 'ok ' + Object.keys(m).join(',')
  } catch (e) { return 'err ' + e.message + e.stack }
}))
await b.close()
