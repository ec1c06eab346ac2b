// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, useNavigate } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appTexts } from '../texts'
import { StartupErrorScreen } from './StartupErrorScreen'

/** The screen, and the browser's back button. */
function Host({ onRetry }: { onRetry: () => void }) {
  const navigate = useNavigate()
  return (
    <>
      <button onClick={() => void navigate(-1)}>Back</button>
      <StartupErrorScreen onRetry={onRetry} />
    </>
  )
}

describe('StartupErrorScreen', () => {
  afterEach(cleanup)

  it("runs start-up again on 'Try again' and when the address changes under it, not by itself", () => {
    const onRetry = vi.fn()
    render(
      <MemoryRouter initialEntries={['/', '/documents']}>
        <Host onRetry={onRetry} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('alert').textContent).toContain(appTexts.errorScreen.hint)
    expect(onRetry).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: appTexts.errorScreen.retry }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onRetry).toHaveBeenCalledTimes(2)
  })
})
