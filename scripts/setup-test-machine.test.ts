import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// The setup step run against a made-up machine: SETUP_TEST_MACHINE_ROOT puts its system paths under a temporary
// folder and SETUP_TEST_MACHINE_UID stands for `id -u`, so no case reads or installs anything of this machine's.
const script = join(import.meta.dirname, 'setup-test-machine.sh')
const ALL_PACKAGES =
  'chromium nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static python3-openpyxl'
const OPENPYXL = 'usr/lib/python3/dist-packages/openpyxl/__init__.py'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function file(root: string, path: string, text: string, mode = 0o755) {
  const at = join(root, path)
  mkdirSync(dirname(at), { recursive: true })
  writeFileSync(at, text)
  chmodSync(at, mode)
}

const chromium = (major: number) =>
  `#!/bin/sh\necho "Chromium ${major}.0.8078.114 built on Debian GNU/Linux 12"\n`
const nginx = '#!/bin/sh\necho "nginx version: nginx/1.22.1" >&2\n'

/** A machine with the given parts; apt-get (when `apt` is given) logs its calls and installs Chromium `apt`. */
function machine(parts: {
  chromium?: number
  nginx?: boolean
  openpyxl?: boolean
  debian?: boolean
  apt?: number
}) {
  const root = mkdtempSync(join(tmpdir(), 'setup-test-machine-'))
  roots.push(root)
  if (parts.chromium) file(root, 'usr/bin/chromium', chromium(parts.chromium))
  if (parts.nginx) {
    file(root, 'usr/sbin/nginx', nginx)
    file(root, 'usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', '', 0o644)
    file(root, 'usr/lib/nginx/modules/ngx_http_brotli_static_module.so', '', 0o644)
  }
  if (parts.openpyxl) file(root, OPENPYXL, '', 0o644)
  if (parts.debian) file(root, 'etc/debian_version', '12.11\n', 0o644)
  if (parts.apt) {
    mkdirSync(join(root, 'usr/sbin'), { recursive: true })
    const installed = [
      `mkdir -p "${root}/usr/bin" "${root}/usr/lib/nginx/modules"`,
      `printf '%s' '${chromium(parts.apt)}' > "${root}/usr/bin/chromium"`,
      `printf '%s' '${nginx}' > "${root}/usr/sbin/nginx"`,
      `chmod +x "${root}/usr/bin/chromium" "${root}/usr/sbin/nginx"`,
      `touch "${root}/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so"`,
      `touch "${root}/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"`,
      `mkdir -p "$(dirname "${join(root, OPENPYXL)}")" && touch "${join(root, OPENPYXL)}"`,
    ].join('\n')
    file(
      root,
      'usr/bin/apt-get',
      [
        '#!/bin/sh',
        `echo "$*" >> "${root}/apt.log"`,
        `if [ "$1" = install ]; then`,
        `  [ -x "${root}/usr/sbin/policy-rc.d" ] && echo "policy-rc.d: $("${root}/usr/sbin/policy-rc.d"; echo $?)" >> "${root}/apt.log"`,
        `  echo "DEBIAN_FRONTEND=$DEBIAN_FRONTEND" >> "${root}/apt.log"`,
        installed,
        'fi',
        '',
      ].join('\n'),
    )
  }
  return root
}

function setup(root: string, { uid = 0, env = {} }: { uid?: number; env?: Record<string, string> } = {}) {
  const { CHROMIUM_PATH: _chromium, NGINX_PATH: _nginx, ...rest } = process.env
  const result = spawnSync('bash', [script], {
    encoding: 'utf8',
    env: { ...rest, SETUP_TEST_MACHINE_ROOT: root, SETUP_TEST_MACHINE_UID: String(uid), ...env },
  })
  const apt = existsSync(join(root, 'apt.log'))
    ? readFileSync(join(root, 'apt.log'), 'utf8').trim().split('\n')
    : []
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim(), apt }
}

describe('the test machine setup step', () => {
  it('does nothing when Chromium 156, nginx with both brotli modules and openpyxl are there', () => {
    const root = machine({ chromium: 156, nginx: true, openpyxl: true, debian: true, apt: 156 })
    expect(setup(root)).toEqual({
      status: 0,
      stdout: 'test machine: Chromium 156, nginx/1.22.1 with both brotli modules and python3-openpyxl',
      stderr: '',
      apt: [],
    })
  })

  it('takes CHROMIUM_PATH and NGINX_PATH as they are, on any machine', () => {
    const tools = machine({ chromium: 150, nginx: true })
    const root = machine({ openpyxl: true })
    const result = setup(root, {
      uid: 1000,
      env: { CHROMIUM_PATH: join(tools, 'usr/bin/chromium'), NGINX_PATH: join(tools, 'usr/sbin/nginx') },
    })
    expect(result.status).toBe(0)
    expect(result.stdout).toBe(
      'test machine: Chromium 150.0.8078.114 built on Debian GNU/Linux 12 (CHROMIUM_PATH), nginx/1.22.1 (NGINX_PATH)' +
        ' and python3-openpyxl',
    )
  })

  it('refuses a CHROMIUM_PATH that is not an executable', () => {
    const root = machine({ nginx: true, debian: true, apt: 156 })
    const result = setup(root, { env: { CHROMIUM_PATH: join(root, 'no-chromium') } })
    expect(result.status).toBe(1)
    expect(result.stderr).toBe(
      `CHROMIUM_PATH names ${join(root, 'no-chromium')}, which is not an executable: set it to a Chromium or unset it`,
    )
    expect(result.apt).toEqual([])
  })

  it('names what to install in one line when it is not root', () => {
    const root = machine({ debian: true, apt: 156 })
    expect(setup(root, { uid: 1000 })).toEqual({
      status: 1,
      stdout: '',
      stderr:
        "npm test needs Debian's chromium (156 or later), nginx with the brotli modules and python3-openpyxl" +
        ` (apt-get install ${ALL_PACKAGES}): run it as root on Debian, or install them and set CHROMIUM_PATH / NGINX_PATH`,
      apt: [],
    })
  })

  it('names only what is missing when it is not on Debian', () => {
    const root = machine({ chromium: 156, openpyxl: true })
    const result = setup(root, { uid: 0 })
    expect(result.status).toBe(1)
    expect(result.stderr.split('\n')).toEqual([
      'npm test needs nginx with the brotli modules' +
        ' (apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static):' +
        ' run it as root on Debian, or install them and set CHROMIUM_PATH / NGINX_PATH',
    ])
  })

  it('as root on Debian, updates the package lists and installs what is missing without starting nginx', () => {
    const root = machine({ chromium: 150, debian: true, apt: 156 })
    const result = setup(root)
    expect(result.status).toBe(0)
    expect(result.stdout.split('\n')).toEqual([
      `test machine: installing ${ALL_PACKAGES}`,
      'test machine: Chromium 156, nginx/1.22.1 with both brotli modules and python3-openpyxl',
    ])
    expect(result.apt).toEqual([
      'update -qq',
      `install -y -qq ${ALL_PACKAGES}`,
      'policy-rc.d: 101',
      'DEBIAN_FRONTEND=noninteractive',
    ])
    expect(existsSync(join(root, 'usr/sbin/policy-rc.d'))).toBe(false)
  })

  it('fails when the package lists still offer a Chromium older than the pictures', () => {
    const root = machine({ debian: true, apt: 150 })
    const result = setup(root)
    expect(result.status).toBe(1)
    expect(result.stderr).toBe(
      "npm test needs Debian's chromium (156 or later), still missing after apt-get install chromium: see what" +
        " Debian's package lists offer (apt-cache policy chromium)",
    )
  })
})
