export { FileAttach, type FileAttachProps, type AttachedFile } from './FileAttach'
