/**
 * The format of every path parameter of the registry, by its placeholder's name; any other placeholder takes an
 * id. `encodeURIComponent` leaves `.` and `..` as they are, so a document id of '..' made
 * `documents/{id}/download` a credentialed call to the parent path; a value outside its format makes no call.
 */
const ID = /^[\w-]{1,64}$/
const NAME = /^[A-Za-z]{1,64}$/
const FORMATS: Readonly<Record<string, RegExp>> = {
  /** A reporting date: a day, or a day with its time as the provider writes it. */
  date: /^\d{4}-\d\d-\d\d(T[\d:.]{5,18}(Z|[+-]\d\d:\d\d)?)?$/,
  flag: /^(true|false)$/,
  reportName: NAME,
  preferenceName: NAME,
}

/** A path parameter outside its format (empty, '.', '..', a slash, anything its id cannot hold). */
export class InvalidPathParameter extends Error {
  override name = 'InvalidPathParameter'
}

/** Throws InvalidPathParameter, naming the parameter, for a value its placeholder cannot hold. */
export function checkPathParameter(name: string, value: string): void {
  if (!(FORMATS[name] ?? ID).test(value)) throw new InvalidPathParameter(name)
}
