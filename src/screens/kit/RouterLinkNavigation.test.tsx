// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { Link } from '../../components'
import { RouterLinkNavigation } from './RouterLinkNavigation'

describe('RouterLinkNavigation', () => {
  afterEach(cleanup)

  it("takes a component library link's plain click to the router's next page", () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouterLinkNavigation>
          <Routes>
            <Route path="/" element={<Link href="/documents">Documents</Link>} />
            <Route path="/documents" element={<h1>Documents page</h1>} />
          </Routes>
        </RouterLinkNavigation>
      </MemoryRouter>,
    )
    const followedByBrowser = fireEvent.click(screen.getByRole('link', { name: 'Documents' }))
    expect(followedByBrowser).toBe(false)
    expect(screen.getByRole('heading', { name: 'Documents page' })).toBeTruthy()
  })
})
