export {
  DocumentViewerDialog,
  type DocumentFile,
  type DocumentViewerDialogProps,
} from './DocumentViewerDialog'
export { documentViewerTexts } from './texts'
