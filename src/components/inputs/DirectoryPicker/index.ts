export {
  DirectoryPicker,
  type DirectoryPickerProps,
  type DirectorySource,
  type DirectoryState,
} from './DirectoryPicker'
