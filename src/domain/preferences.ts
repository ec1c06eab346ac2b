import type { Preference, PreferenceSetting } from './entities/user'

/** The preferences with one setting given a value; null removes it (a failed first save is undone so). */
export function withPreference(
  preferences: readonly Preference[] | null | undefined,
  setting: PreferenceSetting,
  value: string | null,
): Preference[] {
  const list = preferences ?? []
  const existing = list.find((preference) => preference.setting === setting)
  if (value === null) return list.filter((preference) => preference !== existing)
  if (!existing) return [...list, { setting, value }]
  return list.map((preference) => (preference === existing ? { ...preference, value } : preference))
}
