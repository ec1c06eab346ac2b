/** A failed provider call, carrying the exact §8 text for the call that failed. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
  }
}
