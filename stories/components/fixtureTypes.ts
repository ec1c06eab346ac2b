export type { AccountGroup } from '../../src/domain'
export type { SelectOption } from '../../src/components'
