// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { componentTexts } from '../../components'
import { appTexts } from '../texts'
import { ErrorBoundary } from './ErrorBoundary'

/** A page that fails to draw while `page.broken`, counting its draws. */
const page = { broken: true }
const drawn = vi.fn()
function Page() {
  drawn()
  if (page.broken) throw new Error('the page could not be drawn')
  return <p>The page</p>
}

/** The boundary as the layout holds it, keyed by the address, and links outside it that move. */
function Host() {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  return (
    <>
      <button onClick={() => void navigate('/data-rooms')}>Data rooms</button>
      <button onClick={() => void navigate(-1)}>Back</button>
      <button onClick={() => void navigate('/documents?status=Unread')}>Unread documents</button>
      <ErrorBoundary resetKey={`${pathname}${search}`}>
        <Page />
      </ErrorBoundary>
    </>
  )
}

const move = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

function renderHost() {
  render(
    <MemoryRouter initialEntries={['/documents']}>
      <Host />
    </MemoryRouter>,
  )
}

const tryAgain = () => screen.getByRole('button', { name: appTexts.errorScreen.retry })

describe('ErrorBoundary', () => {
  beforeEach(() => {
    page.broken = true
    drawn.mockClear()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it("says 'Try again' in the words of every failed load's retry", () => {
    expect(appTexts.errorScreen.retry).toBe(componentTexts.retry)
  })

  it("shows the spec's two lines and 'Try again', which draws the page again: still failing, the screen stays", () => {
    renderHost()
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain(appTexts.errorScreen.title)
    expect(alert.textContent).toContain(appTexts.errorScreen.hint)
    const before = drawn.mock.calls.length
    fireEvent.click(tryAgain())
    expect(screen.getByRole('alert')).toBeTruthy()
    // Drawn again once (React's own retry of a failed draw aside), not in a loop.
    expect(drawn.mock.calls.length - before).toBeGreaterThan(0)
    expect(drawn.mock.calls.length - before).toBeLessThanOrEqual(2)

    page.broken = false
    fireEvent.click(tryAgain())
    expect(screen.getByText('The page')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('another address leaves the screen for its page; one that fails too shows it again, once', () => {
    renderHost()
    expect(screen.getByRole('alert')).toBeTruthy()
    let before = drawn.mock.calls.length
    move('Data rooms')
    expect(screen.getByRole('alert')).toBeTruthy()
    expect(drawn.mock.calls.length - before).toBeGreaterThan(0)
    expect(drawn.mock.calls.length - before).toBeLessThanOrEqual(2)

    // Back: the page draws, the screen is gone.
    page.broken = false
    move('Back')
    expect(screen.getByText('The page')).toBeTruthy()

    // A page that fails as it is opened stays on the screen until the next address or Try again.
    page.broken = true
    before = drawn.mock.calls.length
    move('Unread documents')
    expect(screen.getByRole('alert')).toBeTruthy()
    expect(drawn.mock.calls.length - before).toBeLessThanOrEqual(2)
  })
})
