import '@/styles/global.css'
import { QueryClient } from '@tanstack/react-query'
import { env } from '@/config/env'
import { connectApi } from '@/lib/api-client'
import { canonicalizeLocation } from '@/lib/canonical-url'
import { applyDocumentLocale, installLocalePolicy } from '@/lib/locale'
import { bindSessionToRouter } from '@/lib/session/refresh-account'
import { createSessionStore } from '@/lib/session/session-store'
import { startApp } from '@/lib/start-app'
import { startMockWorker } from '@/lib/start-mock-worker'
import { installThemeSync } from '@/lib/theme'
import { createAppRouter } from './router'

// Before the router reads the URL and before anything reads the locale.
installLocalePolicy()
canonicalizeLocation()
applyDocumentLocale()
installThemeSync()

const sdk = connectApi(env)
await startMockWorker(env)

const queryClient = new QueryClient()
const session = createSessionStore({ queryClient, sdkEvents: sdk.events })
const router = createAppRouter({ queryClient, sdkEvents: sdk.events, session })
bindSessionToRouter(session, router)

const container = document.getElementById('app')
if (!container) throw new Error('index.html has no #app element')

// A pre-rendered page is hydrated; the SPA shell renders afresh (lib/start-app.tsx).
await startApp({ container, queryClient, router })
