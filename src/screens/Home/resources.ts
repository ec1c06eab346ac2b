import { api } from '../../api'
import { useScopedResource } from '../kit'

/** GET entitlements/v1/user/Content: the home page video; a failure reads 'Failed to load video'. */
export const useHomeContent = () =>
  useScopedResource('homeContent', {}, (_, signal) => api.entitlements.getHomeContent({ signal }))
