// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NOTIFICATION_AUTO_CLOSE_MS, notificationTitles } from '../../../domain'
import { Notification } from './Notification'

const show = (props: Partial<Parameters<typeof Notification>[0]> = {}) => {
  const onClose = vi.fn()
  render(<Notification variant="info" text="Your request has been sent." onClose={onClose} {...props} />)
  return onClose
}

describe('Notification', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it("titles info 'Success!' and warning 'Error!'", () => {
    show()
    expect(screen.getByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining(notificationTitles.info),
    )
    cleanup()
    show({ variant: 'warning' })
    expect(screen.getByRole('alert').textContent).toContain(notificationTitles.warning)
  })

  it('closes itself after 5000 ms', () => {
    const onClose = show()
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 1)
    })
    expect(onClose).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('waits while the pointer is on it, then starts the full delay again', () => {
    const onClose = show()
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 100)
    })
    fireEvent.pointerEnter(screen.getByRole('status'))
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS)
    })
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.pointerLeave(screen.getByRole('status'))
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS)
    })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('waits while keyboard focus is in it (its close button), then starts the full delay again', () => {
    const onClose = show()
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 100)
    })
    const dismiss = screen.getByRole('button')
    act(() => dismiss.focus())
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS)
    })
    expect(onClose).not.toHaveBeenCalled()
    act(() => dismiss.blur())
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS)
    })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('stays open with autoCloseMs null', () => {
    const onClose = show({ autoCloseMs: null })
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS * 3)
    })
    expect(onClose).not.toHaveBeenCalled()
  })
})
