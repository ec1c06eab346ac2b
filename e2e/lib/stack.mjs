import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { freePort, startProcess } from './servers.mjs'

/** The loopback origins of one stack: the provider, the identity provider's stand-in and the portal. */
export async function stackOrigins() {
  const origin = async () => `http://127.0.0.1:${await freePort()}`
  return { api: await origin(), identity: await origin(), portal: await origin() }
}

/**
 * The production build (`--mode e2e`: the deployment artifact's code plus the demo report service's page, which
 * the provider's embed URLs point at), allowed to call the providers of every stack given: one build serves
 * several stacks, each from its own copy.
 */
export function buildPortal(outDir, stacks) {
  execFileSync(
    'npx',
    ['vite', 'build', '--mode', 'e2e', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      // The demo's video host is on the provider's origin (mocks/videoHost.ts).
      env: {
        ...process.env,
        PORTAL_CONNECT_SRC: stacks.flatMap(({ api, identity }) => [api, identity]).join(' '),
        PORTAL_MEDIA_SRC: stacks.map(({ api }) => api).join(' '),
      },
    },
  )
}

/**
 * The production build served by `vite preview`, configured for the standalone mock provider on another
 * loopback port; both started here. Call stop() when done, whatever happens. Without `origins`, free ports are
 * chosen and the build is made for them (unless `build` is false).
 */
export async function startStack({ outDir = 'dist-e2e', build = true, origins } = {}) {
  const { api, identity, portal } = origins ?? (await stackOrigins())
  if (build && !origins) buildPortal(outDir, [{ api, identity }])
  writeFileSync(
    `${outDir}/config.json`,
    JSON.stringify({
      apiBaseUrl: api,
      environment: 'development',
      passwordChange: { url: `${identity}/dbconnections/change_password` },
      // A cap the fault matrix's huge answer (3 MB, mocks/faults.ts) passes; the book's largest answer is far under it.
      calls: { maxAnswerBytes: 2_000_000 },
      video: {
        mediaUrl: `${api}/demo-video/{videoId}.webm?token={videoToken}`,
        captionsUrl: `${api}/demo-video/{videoId}.vtt?token={videoToken}`,
      },
    }),
  )
  const servers = []
  const stop = () => Promise.all(servers.map((server) => server.stop()))
  const portOf = (origin) => new URL(origin).port
  try {
    servers.push(
      await startProcess(process.execPath, ['--import', 'tsx', 'mocks/server/start.ts'], {
        env: { MOCK_API_PORT: portOf(api), MOCK_IDENTITY_PORT: portOf(identity) },
        ready: /listening on/,
        name: 'mock provider',
      }),
    )
    servers.push(
      // vite's own script rather than npx: the child is the server itself, so stopping it stops the server.
      await startProcess(
        process.execPath,
        [
          'node_modules/vite/bin/vite.js',
          'preview',
          '--outDir',
          outDir,
          '--port',
          portOf(portal),
          '--strictPort',
        ],
        {
          ready: new RegExp(`127\\.0\\.0\\.1:${portOf(portal)}`),
          name: 'vite preview',
        },
      ),
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { api, identity, portal, stop }
}
