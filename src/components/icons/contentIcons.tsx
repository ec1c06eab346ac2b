import { createIcon } from './createIcon'

// The icons of the pages' content (tables, files, media, charts), loaded with the pages that draw them. Each icon is
// marked pure, so the bundler leaves out the icons no screen uses.

export const ChevronUpIcon = /* @__PURE__ */ createIcon('ChevronUpIcon', <path d="m18 15-6-6-6 6" />)
export const ChevronLeftIcon = /* @__PURE__ */ createIcon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />)
export const ChevronRightIcon = /* @__PURE__ */ createIcon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />)
export const ArrowUpIcon = /* @__PURE__ */ createIcon('ArrowUpIcon', <path d="M12 19V5m-6 6 6-6 6 6" />)
export const ArrowDownIcon = /* @__PURE__ */ createIcon('ArrowDownIcon', <path d="M12 5v14m6-6-6 6-6-6" />)
export const SortIcon = /* @__PURE__ */ createIcon('SortIcon', <path d="m7 9 5-5 5 5M7 15l5 5 5-5" />)
export const MinusIcon = /* @__PURE__ */ createIcon('MinusIcon', <path d="M5 12h14" />)
export const DownloadIcon = /* @__PURE__ */ createIcon(
  'DownloadIcon',
  <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />,
)
export const ExcelIcon = /* @__PURE__ */ createIcon(
  'ExcelIcon',
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M9 12l6 6M15 12l-6 6" />
  </>,
)
export const FlagIcon = /* @__PURE__ */ createIcon(
  'FlagIcon',
  <path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1zM4 22v-7" />,
)
export const PaperclipIcon = /* @__PURE__ */ createIcon(
  'PaperclipIcon',
  <path d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />,
)
export const PlayIcon = /* @__PURE__ */ createIcon('PlayIcon', <path d="M7 4v16l13-8z" />, true)
export const DocumentIcon = /* @__PURE__ */ createIcon(
  'DocumentIcon',
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M8 13h8M8 17h6" />
  </>,
)
export const ChartIcon = /* @__PURE__ */ createIcon('ChartIcon', <path d="M3 3v18h18M7 15l4-4 3 3 6-6" />)
export const PackageIcon = /* @__PURE__ */ createIcon(
  'PackageIcon',
  <>
    <path d="M21 8a2 2 0 0 0-1-1.7l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.7l7 4a2 2 0 0 0 2 0l7-4a2 2 0 0 0 1-1.7z" />
    <path d="M3.3 7 12 12l8.7-5M12 22V12M7.5 4.3l9 5.1" />
  </>,
)
