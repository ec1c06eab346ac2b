export { DocumentsScreen } from './DocumentsScreen'
