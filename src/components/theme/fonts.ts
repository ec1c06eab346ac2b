// The portal's typeface, self-hosted from the npm font package (no request leaves the portal's origin).
import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-600.css'
import '@fontsource/inter/latin-700.css'

// The faces are fetched when text first asks for them. The header's tabs and headings are semibold and bold and
// appear only after start-up, so fetch every face now, while start-up waits for the profile: the header then
// paints in Inter at once instead of in a fallback face that shifts the tabs when Inter arrives (layout shift).
if (typeof document !== 'undefined' && 'fonts' in document)
  for (const weight of [400, 600, 700]) void document.fonts.load(`${weight} 1em Inter`)
