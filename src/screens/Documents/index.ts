export { DocumentsScreen as default, DocumentsScreen } from './DocumentsScreen'
