import '@/styles/global.css'
import { QueryClient } from '@tanstack/react-query'
import { env, envProblem } from '@/config/env'
import { installChunkReload } from '@/features/build-update/chunk-reload'
import { storeReferral } from '@/features/navigation/referral-cookie-rule'
import { installTelegram } from '@/features/telegram/install-telegram'
import { connectApi } from '@/lib/api-client'
import { loadRouteChunksWhenOnline } from '@/lib/connectivity/route-chunks-when-online'
import { canonicalizeLocation } from '@/lib/head/canonical-url'
import { holdEarlyClicks } from '@/lib/hydration/early-clicks'
import { recordEarlyTyping } from '@/lib/hydration/early-typing'
import { yieldToBrowser } from '@/lib/hydration/yield-to-browser'
import { applyDocumentLocale, installLocalePolicy } from '@/lib/i18n/locale'
import { queryDefaults } from '@/lib/query-defaults'
import { installStyleNonce } from '@/lib/safety/style-nonce'
import { bindSessionToRouter } from '@/lib/session/refresh-account'
import { createSessionStore } from '@/lib/session/session-store'
import { haltOnConfigProblem } from '@/lib/startup/config-problem'
import { startApp } from '@/lib/startup/start-app'
import { startMockWorker } from '@/lib/startup/start-mock-worker'
import { installThemeSync } from '@/lib/theme'
import { createAppRouter } from './router'

// Before the router reads the URL and before anything reads the locale.
installLocalePolicy()
canonicalizeLocation()
applyDocumentLocale()
installThemeSync()
installStyleNonce()
installChunkReload()
// A referral link's id is kept as soon as the script runs (docs/product.md §2 rule 3), before the app has started: a
// pre-rendered page shows its content before that. The navigation rules keep it on every later navigation.
storeReferral({ search: Object.fromEntries(new URLSearchParams(window.location.search)) })
// The buttons and fields of a pre-rendered page are on screen before the app can handle them (lib/hydration/early-clicks.ts,
// lib/hydration/input-before-hydration.ts: what was typed or chosen meanwhile, even before this script ran).
const pageRoot = document.getElementById('app') ?? document.body
const earlyClicks = envProblem ? null : holdEarlyClicks(pageRoot)
if (!envProblem) recordEarlyTyping(pageRoot)
// No top-level await in this entry module: the chunks it imports on demand (the mocks, the Telegram layer, the
// configuration error page) import shared code from the entry's own chunk, and a dynamic import waiting on a
// module that is itself still waiting (top-level await) never settles.
async function start() {
  // A production page without its runtime configuration (or with a wrong one) shows why, and starts nothing else.
  await haltOnConfigProblem(envProblem, document.getElementById('app'))

  const sdk = connectApi(env)
  await startMockWorker(env)

  // Start-up in a few tasks rather than one long one (lib/hydration/yield-to-browser.ts).
  await yieldToBrowser()
  const queryClient = new QueryClient({ defaultOptions: queryDefaults })
  const session = createSessionStore({ queryClient, sdkEvents: sdk.events })
  // The Telegram mini-app (only inside Telegram): the messenger layer, the start parameter's page, sign-in.
  await installTelegram(session)
  const router = createAppRouter({ queryClient, sdkEvents: sdk.events, session })
  bindSessionToRouter(session, router)
  // A route's code that fails to load while the connection is down waits for it, instead of reloading the page.
  loadRouteChunksWhenOnline(router)
  await yieldToBrowser()

  const container = document.getElementById('app')
  if (!container) throw new Error('index.html has no #app element')

  // A pre-rendered page is hydrated; the SPA shell renders afresh (lib/startup/start-app.tsx).
  await startApp({ container, queryClient, router, earlyClicks })
}

void start()
