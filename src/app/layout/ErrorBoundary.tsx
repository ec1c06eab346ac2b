import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorScreen } from '../../components'

/** A render error shows the error screen, never a blank page (spec §2.3, §8). */
export class ErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override componentDidUpdate(previous: { resetKey?: string }) {
    // Moving to another page gives it a fresh chance.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children
  }
}
