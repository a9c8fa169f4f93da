import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_HISTORY_PAGE_SIZE } from '@/config/constants'
import { m } from '@/paraglide/messages.js'
import { Pager } from './pager'

afterEach(cleanup)

const rows = (pages: number) => pages * ACCOUNT_HISTORY_PAGE_SIZE

describe('Pager', () => {
  it('is not there when the list fits on one page', () => {
    render(<Pager title="Orders" page={0} total={ACCOUNT_HISTORY_PAGE_SIZE} onPage={vi.fn()} />)
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('names the list it pages, says where it is, and turns the page both ways', () => {
    const onPage = vi.fn()
    render(<Pager title="Orders" page={1} total={rows(3)} onPage={onPage} />)
    expect(screen.getByRole('navigation', { name: m.pager_label({ title: 'Orders' }) })).toBeTruthy()
    expect(screen.getByText(m.pager_page({ page: 2, pages: 3 }))).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: m.pager_newer() }))
    fireEvent.click(screen.getByRole('button', { name: m.pager_older() }))
    expect(onPage.mock.calls).toEqual([[0], [2]])
  })

  it('at an end, the button beyond it does nothing and keeps focus', () => {
    const onPage = vi.fn()
    render(<Pager title="Orders" page={1} total={rows(2)} onPage={onPage} />)
    const older = screen.getByRole('button', { name: m.pager_older() })
    older.focus()
    fireEvent.click(older)
    expect(older.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(older)
    expect(onPage).not.toHaveBeenCalled()
  })

  it('from a page past the end (the list shrank), Newer leads to the last page', () => {
    const onPage = vi.fn()
    render(<Pager title="Orders" page={7} total={rows(2)} onPage={onPage} />)
    fireEvent.click(screen.getByRole('button', { name: m.pager_newer() }))
    expect(onPage).toHaveBeenCalledWith(1)
  })
})
