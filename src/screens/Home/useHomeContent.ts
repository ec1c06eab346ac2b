import { api } from '../../api'
import { useResource } from '../kit'

/** GET entitlements/v1/user/Content: the home page video; a failure reads 'Failed to load video'. */
export const useHomeContent = () =>
  useResource('homeContent', (signal) => api.entitlements.getHomeContent({ signal }))
