export {
  DocumentViewerDialog,
  type DocumentFile,
  type DocumentViewerDialogProps,
} from './DocumentViewerDialog'
