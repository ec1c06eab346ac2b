import { api } from '../../api'
import { useScopedResource } from '../kit'

/** user/AllEntitledAccounts: every account the user is entitled to, whatever the group (asked without it). */
export const useAllEntitledAccounts = () =>
  useScopedResource(
    'entitledAccounts',
    {},
    (_, signal) => api.entitlements.getAllEntitledAccounts({ signal }),
    'user',
  )
