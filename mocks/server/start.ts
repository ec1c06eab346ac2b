import { startMockApiServer } from './server'

/**
 * `npm run mock-api`: the mock provider on http://127.0.0.1:$MOCK_API_PORT (default 4010), serving the §7 paths
 * at its root. MOCK_API_ALLOWED_ORIGINS (space- or comma-separated) adds non-loopback portal origins for CORS.
 */
const port = Number(process.env.MOCK_API_PORT ?? 4010)
const allowedOrigins = (process.env.MOCK_API_ALLOWED_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean)

// MOCK_IDENTITY_PORT: also play the identity provider on that port, its own origin (password changes).
const identityPort = process.env.MOCK_IDENTITY_PORT ? Number(process.env.MOCK_IDENTITY_PORT) : undefined

const server = await startMockApiServer({ port, allowedOrigins, identityPort })
console.log(`Mock provider listening on ${server.url} (sign in: ${server.url}/signin)`)
if (server.identityUrl) console.log(`Identity provider stand-in listening on ${server.identityUrl}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0))
  })
}
