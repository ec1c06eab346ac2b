import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { freePort, startProcess } from './servers.mjs'

/**
 * The production build served by `vite preview`, configured for the standalone mock provider on another
 * loopback port; both started here. Call stop() when done, whatever happens. The build is the deployment
 * artifact's code plus the demo report service's page (`--mode e2e`, vite.config.ts), which the provider's embed
 * URLs point at.
 */
export async function startStack({ outDir = 'dist-e2e', build = true } = {}) {
  const apiPort = await freePort()
  const identityPort = await freePort()
  const portalPort = await freePort()
  const api = `http://127.0.0.1:${apiPort}`
  // The identity provider's stand-in (password changes) on an origin of its own, as the real one is.
  const identity = `http://127.0.0.1:${identityPort}`
  const portal = `http://127.0.0.1:${portalPort}`
  if (build) {
    execFileSync(
      'npx',
      ['vite', 'build', '--mode', 'e2e', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        stdio: 'inherit',
        // The demo's video host is on the provider's origin (mocks/videoHost.ts).
        env: { ...process.env, PORTAL_CONNECT_SRC: `${api} ${identity}`, PORTAL_MEDIA_SRC: api },
      },
    )
  }
  writeFileSync(
    `${outDir}/config.json`,
    JSON.stringify({
      apiBaseUrl: api,
      environment: 'development',
      passwordChange: { url: `${identity}/dbconnections/change_password` },
      video: {
        mediaUrl: `${api}/demo-video/{videoId}.webm?token={videoToken}`,
        captionsUrl: `${api}/demo-video/{videoId}.vtt?token={videoToken}`,
      },
    }),
  )
  const servers = []
  const stop = () => Promise.all(servers.map((server) => server.stop()))
  try {
    servers.push(
      await startProcess(process.execPath, ['--import', 'tsx', 'mocks/server/start.ts'], {
        env: { MOCK_API_PORT: String(apiPort), MOCK_IDENTITY_PORT: String(identityPort) },
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
          String(portalPort),
          '--strictPort',
        ],
        {
          ready: new RegExp(`127\\.0\\.0\\.1:${portalPort}`),
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
