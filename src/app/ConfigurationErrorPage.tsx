import { useEffect } from 'react'
import { ErrorScreen, GlobalStyle } from '../components'
import { configurationErrorTexts, documentTitle, pageTitleTexts } from '../domain'

/** What the portal shows, alone, when its configuration names no usable provider: no routes, no sign-in. */
export function ConfigurationErrorPage() {
  useEffect(() => {
    document.title = documentTitle(pageTitleTexts.configurationError)
  }, [])
  return (
    <>
      <GlobalStyle />
      <main>
        <ErrorScreen texts={configurationErrorTexts} />
      </main>
    </>
  )
}
