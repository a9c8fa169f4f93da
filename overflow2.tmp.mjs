import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const p = await b.newPage({ viewport: { width: 360, height: 800 }, locale: 'ru-RU' })
await p.goto(process.argv[2]); await p.waitForTimeout(4000)
console.log(await p.evaluate(() => { const out=[]; let e=document.querySelector('h2'); while(e){ const s=getComputedStyle(e); out.push(`${e.tagName}.${e.className} w=${Math.round(e.getBoundingClientRect().width)} l=${Math.round(e.getBoundingClientRect().left)} disp=${s.display} minw=${s.minWidth} gtc=${s.gridTemplateColumns}`); e=e.parentElement } return out.join('\n') }))
await b.close()
