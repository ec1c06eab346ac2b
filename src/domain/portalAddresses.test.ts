import { describe, expect, it } from 'vitest'
import { permittedRedirect } from './portalAddresses'

const origins = {
  portalOrigin: 'https://portal.example.com',
  providerBase: 'https://api.example.com/v2',
  callUrl: 'https://api.example.com/v2/entitlements/v1/user/Terms',
}

describe('permitted redirects', () => {
  it('follow http(s) addresses on the portal or the provider, resolved like the browser would', () => {
    expect(permittedRedirect('/signin', origins)).toBe('https://api.example.com/signin')
    expect(permittedRedirect('https://portal.example.com/documents?x=1#a', origins)).toBe(
      'https://portal.example.com/documents?x=1#a',
    )
    expect(permittedRedirect(' https://API.example.com/signin ', origins)).toBe(
      'https://api.example.com/signin',
    )
  })

  it('take a provider base relative to the portal as the portal itself', () => {
    const relative = { ...origins, providerBase: '/api', callUrl: '/api/entitlements/v1/user/Terms' }
    expect(permittedRedirect('/signin', relative)).toBe('https://portal.example.com/signin')
    expect(permittedRedirect('https://api.example.com/signin', relative)).toBeNull()
  })

  it.each([
    null,
    '',
    'https://evil.example.com/',
    '//evil.example.com/',
    '/\\evil.example.com',
    '/\t/evil.example.com',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    'http://portal.example.com/',
    'https://portal.example.com:8443/',
    'https://api.example.com@evil.example.com/',
    'http://[',
  ])('refuse %s', (location) => {
    expect(permittedRedirect(location, origins)).toBeNull()
  })
})
