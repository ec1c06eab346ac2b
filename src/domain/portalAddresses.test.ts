import { describe, expect, it } from 'vitest'
import { deepLinkToRemember } from './navigation'
import { permittedRedirect, portalPath } from './portalAddresses'

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

describe('portal paths', () => {
  const portal = 'https://portal.example.com'

  it.each([
    ['/documents', '/documents'],
    ['/documents?fund=3&type=K-1#results', '/documents?fund=3&type=K-1#results'],
    ['  /reporting/cash-flow-activity?x=%2F ', '/reporting/cash-flow-activity?x=%2F'],
    ['/funds/12/../34', '/funds/34'],
  ])('keep %s as %s', (path, expected) => {
    expect(portalPath(path, portal)).toBe(expected)
    expect(portalPath(path)).toBe(expected)
  })

  it.each([
    '/\\evil.example.com',
    '/\\evil.example.com/documents',
    '\\\\evil.example.com',
    '//evil',
    '/\t/evil.example.com',
    'https://evil',
    'https://portal.example.com/documents',
    '/%5Cevil',
    '/%5cevil',
    '/%2F/evil',
    '/%E0%A4%A',
    'javascript:alert(1)',
    'documents',
    '',
    null,
  ])('refuse %s', (path) => {
    expect(portalPath(path, portal)).toBeNull()
    expect(portalPath(path)).toBeNull()
  })

  it('decide what deep link is remembered and followed after sign-in', () => {
    expect(deepLinkToRemember('/\\evil.example.com', portal)).toBeNull()
    expect(deepLinkToRemember('/%5Cevil', portal)).toBeNull()
    expect(deepLinkToRemember('/documents?fund=3#top', portal)).toBe('/documents?fund=3#top')
  })
})
