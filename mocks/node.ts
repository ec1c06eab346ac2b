import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The embedded provider for vitest (msw/node). */
export const server = setupServer(...handlers)
