import { createRootRouteWithContext, HeadContent, Outlet, rootRouteId } from '@tanstack/react-router'
import { ErrorPage } from '@/components/errors/error-page'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { AppShell } from '@/components/layout/app-shell'
import { NonWorkingLayout } from '@/components/layout/non-working-layout'
import { Toaster } from '@/components/layout/toaster'
import { AuthDialogsProvider } from '@/features/auth/auth-dialogs'
import { BuildUpdateNotice } from '@/features/build-update/build-update-notice'
import { HealthMonitor } from '@/features/health/health-monitor'
import { applyNavigationRules } from '@/features/navigation/navigation-rules'
import { TrackingStarter } from '@/features/tracking/tracking-starter'
import { alternateLinks } from '@/lib/locale'
import type { RouterContext } from '@/lib/router-context'
import { useServiceStatus } from '@/lib/service-status'
import { refreshAccountIfStale } from '@/lib/session/refresh-account'
import { m } from '@/paraglide/messages.js'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec §2 "Rules before every navigation".
  beforeLoad: async (args) => {
    await applyNavigationRules(args)
    await refreshAccountIfStale(args)
  },
  head: ({ matches }) => {
    const page = matches.at(-1)
    return {
      meta: [
        { title: m.seo_title_template({ title: m.brand_tagline(), brand: m.brand_name() }) },
        { name: 'description', content: m.page_description_home() },
      ],
      // hreflang alternates of the current page (spec §2: every route in en and under /ru).
      // Only the root matched: an unknown path, which has no alternates.
      links: page && page.routeId !== rootRouteId ? alternateLinks(page.pathname) : [],
    }
  },
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
      <TrackingStarter />
      <Toaster />
      <BuildUpdateNotice />
      {serviceStatus === 'OK' ? (
        <AppShell>
          <Outlet />
        </AppShell>
      ) : (
        <NonWorkingLayout status={serviceStatus} />
      )}
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
