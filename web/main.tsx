import '@/styles/global.css'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { env, envProblem } from '@/config/env'
import { installChunkReload } from '@/features/build-update/chunk-reload'
import { installTelegram } from '@/features/telegram/install-telegram'
import { connectApi } from '@/lib/api-client'
import { canonicalizeLocation } from '@/lib/canonical-url'
import { haltOnConfigProblem } from '@/lib/config-problem'
import { applyDocumentLocale, installLocalePolicy } from '@/lib/locale'
import { bindSessionToRouter } from '@/lib/session/refresh-account'
import { createSessionStore } from '@/lib/session/session-store'
import { startMockWorker } from '@/lib/start-mock-worker'
import { installStyleNonce } from '@/lib/style-nonce'
import { installThemeSync } from '@/lib/theme'
import { createAppRouter } from './router'

// Before the router reads the URL and before anything reads the locale.
installLocalePolicy()
canonicalizeLocation()
applyDocumentLocale()
installThemeSync()
installStyleNonce()
installChunkReload()
// A production page without its runtime configuration (or with a wrong one) shows why, and starts nothing else.
await haltOnConfigProblem(envProblem, document.getElementById('app'))

const sdk = connectApi(env)
await startMockWorker(env)

const queryClient = new QueryClient()
const session = createSessionStore({ queryClient, sdkEvents: sdk.events })
// The Telegram mini-app (only inside Telegram): the messenger layer, the start parameter's page, sign-in.
await installTelegram(session)
const router = createAppRouter({ queryClient, sdkEvents: sdk.events, session })
bindSessionToRouter(session, router)

const container = document.getElementById('app')
if (!container) throw new Error('index.html has no #app element')

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
