import { CHANGES_REFUSED_FOR_ANOTHER_USER, isAbortError, SOMETHING_WENT_WRONG } from '../domain'

/** A failed provider call, carrying the exact §8 text for the call that failed. */
export class ApiError extends Error {
  override name = 'ApiError'
  /** The answer's body (parsed JSON when it was JSON), for calls that read their errors from it. */
  declare readonly body?: unknown
  constructor(
    message: string,
    readonly status: number | null,
    body?: unknown,
  ) {
    super(message)
    // Not enumerable: an error logged or inspected shows its §8 text and status, never what the provider answered.
    Object.defineProperty(this, 'body', { value: body, enumerable: false })
  }
}

/**
 * A change the provider refused (403) while an administrator acts as another user: only the user themselves may
 * change what they own (spec §4). Its text wins over the action's own warning, so the user learns why nothing
 * was saved.
 */
export class ChangeRefusedError extends ApiError {
  override name = 'ChangeRefusedError'
  constructor(body?: unknown) {
    super(CHANGES_REFUSED_FOR_ANOTHER_USER, 403, body)
  }
}

/**
 * A call the client refused to send: a path value outside its format (a document id of '..'). It fails with the
 * call's §8 text; nothing was asked of the provider, so there is nothing to try again.
 */
export class UnsentCallError extends ApiError {
  override name = 'UnsentCallError'
}

/** The text of a cancelled request that has no text of its own in §8. */
export const REQUEST_CANCELLED = 'The request was cancelled'

/**
 * A cancelled or aborted request (spec §8: rejected quietly). Its name is 'AbortError', so the domain's
 * isAbortError recognises it and the UI shows nothing.
 */
export class RequestCancelledError extends Error {
  override name = 'AbortError'
  constructor(message: string = REQUEST_CANCELLED) {
    super(message)
  }
}

/** The text a failure shows: the §8 text its provider call failed with ('Something went wrong' for anything else). */
export const failureText = (error: unknown): string =>
  error instanceof ApiError && error.message ? error.message : SOMETHING_WENT_WRONG

/**
 * The warning a failure gives the user: none for a cancelled or aborted request (spec §8), else the §8 warning the
 * action names, else the §8 text the call failed with.
 */
export const failureWarning = (error: unknown, warning?: string): string | null =>
  isAbortError(error)
    ? null
    : error instanceof ChangeRefusedError
      ? error.message
      : (warning ?? failureText(error))
