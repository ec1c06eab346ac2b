import { execFileSync } from 'node:child_process'

/** The standalone mock provider answering 1,000,000 investors over real HTTP (bench/mock-api-investors.mjs). */
export async function mockApi() {
  const output = execFileSync('node', ['bench/mock-api-investors.mjs'], { encoding: 'utf8' })
  const result = JSON.parse(output.trim().split('\n').at(-1))
  return [
    {
      area: 'Mock provider',
      figure: `Investors call, pageSize 1000000 (${(result.bytes / 1e6).toFixed(1)} MB of JSON)`,
      value: `${result.investors.toLocaleString('en-US')} in ${(result.ms / 1000).toFixed(2)} s`,
      target: '1,000,000 in < 3 s',
      met: result.investors === 1_000_000 && result.ms < 3000,
    },
    {
      area: 'Mock provider',
      figure: 'Server peak memory (VmHWM) while answering',
      value: `${result.serverPeakRssMb} MB`,
      target: '< 300 MB',
      met: result.serverPeakRssMb < 300,
    },
  ]
}
