import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorScreen, retryFailedCode } from '../../components'
import { appTexts } from '../texts'

/**
 * A render error shows the error screen, never a blank page (spec §2.3, §8), and a way back: 'Try again' draws what
 * failed once more, and another address (back, forward, an in-app link) gives its page a fresh chance.
 */
export class ErrorBoundary extends Component<
  {
    children: ReactNode
    /** The address (path and query): when it changes, what failed is drawn again. */
    resetKey?: string
  },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override componentDidUpdate(previous: { resetKey?: string }, previousState: { failed: boolean }) {
    // Only once the screen is shown: the update that failed may have brought the new address itself (a page that
    // fails as it is opened), and clearing it then would draw the failing page again, and again.
    if (this.state.failed && previousState.failed && previous.resetKey !== this.props.resetKey)
      this.tryAgain()
  }

  /** Draws what failed again; code that could not load (a chunk a deployment replaced) is asked for again. */
  private readonly tryAgain = () => {
    retryFailedCode()
    this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? (
      <ErrorScreen
        texts={appTexts.errorScreen}
        retry={{ label: appTexts.errorScreen.retry, onRetry: this.tryAgain }}
      />
    ) : (
      this.props.children
    )
  }
}
