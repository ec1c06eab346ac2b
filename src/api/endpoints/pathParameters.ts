/**
 * The format of every path parameter of the registry, by its placeholder's name. `encodeURIComponent` leaves `.`
 * and `..` as they are, so a document id of '..' made `documents/{id}/download` a credentialed call to the parent
 * path; a value outside its format now makes no call at all.
 */
const ID = /^[A-Za-z0-9_-]{1,64}$/
const FORMATS: Readonly<Record<string, RegExp>> = {
  id: ID,
  groupId: ID,
  entityId: ID,
  fundId: ID,
  /** A reporting date: a day, or a day with its time as the provider writes it. */
  date: /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/,
  flag: /^(true|false)$/,
  reportName: /^[A-Za-z]{1,64}$/,
  preferenceName: /^[A-Za-z]{1,64}$/,
}

/** A path parameter outside its format (empty, '.', '..', a slash, anything its id cannot hold). */
export class InvalidPathParameter extends Error {
  override name = 'InvalidPathParameter'
  constructor(readonly parameter: string) {
    super(`The path parameter ${parameter} is not in its format`)
  }
}

/** Throws InvalidPathParameter for a value its placeholder cannot hold; a placeholder with no format takes an id. */
export function checkPathParameter(name: string, value: string): void {
  if (!(FORMATS[name] ?? ID).test(value)) throw new InvalidPathParameter(name)
}
