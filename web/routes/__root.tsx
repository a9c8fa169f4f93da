import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import { Activity } from 'react'
import { ErrorPage } from '@/components/errors/error-page-lazy'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { AppShell } from '@/components/layout/app-shell'
import { NonWorkingLayout } from '@/components/layout/non-working-layout'
import { Toaster } from '@/components/layout/toaster'
import { AuthDialogsProvider } from '@/features/auth/auth-dialogs'
import { BuildUpdateNotice } from '@/features/build-update/build-update-notice'
import { HealthMonitor } from '@/features/health/health-monitor'
import { OutageRecoveryWatcher } from '@/features/health/outage-recovery-watcher'
import { applyNavigationRules } from '@/features/navigation/navigation-rules'
import { TelegramLayerSlot } from '@/features/telegram/telegram-layer-slot'
import { TrackingStarter } from '@/features/tracking/tracking-starter'
import { brandName } from '@/lib/brand'
import { useServiceStatus } from '@/lib/connectivity/service-status'
import { pageLinks, siteHeadMeta } from '@/lib/head/head'
import { paintAfterParsed, SITE_HEADER_END } from '@/lib/hydration/first-screen'
import type { RouterContext } from '@/lib/router-context'
import { refreshAccountIfStale } from '@/lib/session/refresh-account'
import { m } from '@/paraglide/messages.js'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec docs/product.md §2 "Rules before every navigation".
  beforeLoad: async (args) => {
    await applyNavigationRules(args)
    await refreshAccountIfStale(args)
  },
  head: ({ matches }) => ({
    meta: [
      { title: m.seo_title_template({ title: m.brand_tagline(), brand: brandName() }) },
      { name: 'description', content: m.page_description_home() },
      ...siteHeadMeta(),
    ],
    // The first paint waits for the whole header (lib/hydration/first-screen.tsx). The hreflang alternates of a real page; a
    // 404 (unknown path, failed param) or a failed route has none.
    links: [paintAfterParsed(SITE_HEADER_END), ...pageLinks(matches)],
  }),
  component: RootComponent,
  errorComponent: RootError,
  notFoundComponent: NotFoundPage,
})

function RootComponent() {
  const serviceStatus = useServiceStatus()
  return (
    <AuthDialogsProvider>
      <HeadContent />
      <HealthMonitor />
      <OutageRecoveryWatcher />
      <TrackingStarter />
      <Toaster />
      <BuildUpdateNotice />
      <TelegramLayerSlot />
      {/* Kept mounted while the service is down, so the page and what was typed into it come back with it. */}
      <Activity mode={serviceStatus === 'OK' ? 'visible' : 'hidden'}>
        <AppShell>
          <Outlet />
        </AppShell>
      </Activity>
      {serviceStatus !== 'OK' && <NonWorkingLayout status={serviceStatus} />}
    </AuthDialogsProvider>
  )
}

/** An error in the shell itself: the error page on its own. */
function RootError({ error }: { error: unknown }) {
  return (
    <main id="main">
      <ErrorPage error={error} />
    </main>
  )
}
