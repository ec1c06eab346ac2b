export { DirectoryPicker, type DirectoryPickerProps, type DirectoryState } from './DirectoryPicker'
