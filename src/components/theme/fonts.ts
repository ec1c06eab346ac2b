// The portal's typeface, self-hosted from the npm font package (no request leaves the portal's origin).
import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-600.css'
import '@fontsource/inter/latin-700.css'
