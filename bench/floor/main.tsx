// The floor the home page's initial JavaScript is measured against (bench/budgets.mjs): React with the design card's
// runtime libraries (React Router, styled-components, Valtio, wretch) drawing one heading, built like the portal.
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import styled, { createGlobalStyle } from 'styled-components'
import { proxy, useSnapshot } from 'valtio'
import wretch from 'wretch'

const state = proxy({ title: 'Investor Portal' })
const Global = createGlobalStyle`body { margin: 0; }`
const Heading = styled.h1`
  font-size: 2rem;
`
const provider = wretch('/')

function Home() {
  const { title } = useSnapshot(state)
  return <Heading onClick={() => void provider.get('config.json').json()}>{title}</Heading>
}

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Global />
    <Routes>
      <Route path="*" element={<Home />} />
    </Routes>
  </BrowserRouter>,
)
