import { Suspense, useRef, useState } from 'react'
import { IconButton } from '@/components/ui/icon-button'
import { MenuIcon } from '@/components/ui/icons'
import { lazyPart } from '@/lib/connectivity/load-when-online'
import { m } from '@/paraglide/messages.js'

// The sheet (Radix Dialog with its focus trap, scroll lock and portal) is fetched on first use, not with the
// entry chunk: most visits never open it. Pointing at or focusing the button starts the fetch early.
const loadSheet = () => import('./mobile-nav-sheet')
const MobileNavSheet = lazyPart(() => loadSheet().then((module) => ({ default: module.MobileNavSheet })))

/** Small screens: a menu button opening the side sheet (mobile-nav-sheet.tsx). */
export function MobileNav({ className }: { className?: string }) {
  const [open, setOpen] = useState(false)
  // Mounted from the first open on, so the dialog can play its close and hand focus back.
  const [mounted, setMounted] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <IconButton
        ref={buttonRef}
        label={m.nav_open_menu()}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        <MenuIcon />
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  )
}
