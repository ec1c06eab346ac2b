import { createIcon } from '../../icons'

// The viewer's own icons, in its chunk.
export const PrintIcon = /* @__PURE__ */ createIcon(
  'PrintIcon',
  <>
    <path d="M6 9V3h12v6" />
    <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M6 14h12v7H6z" />
  </>,
)
export const RotateIcon = /* @__PURE__ */ createIcon(
  'RotateIcon',
  <>
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
    <path d="M21 3v5h-5" />
  </>,
)
export const ZoomInIcon = /* @__PURE__ */ createIcon(
  'ZoomInIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M11 8v6M8 11h6" />
  </>,
)
export const ZoomOutIcon = /* @__PURE__ */ createIcon(
  'ZoomOutIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M8 11h6" />
  </>,
)
export const ThumbnailsIcon = /* @__PURE__ */ createIcon(
  'ThumbnailsIcon',
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="9" rx="1" />
    <rect x="3" y="15" width="7" height="6" rx="1" />
    <rect x="14" y="15" width="7" height="6" rx="1" />
  </>,
)
