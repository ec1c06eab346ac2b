export { MultiSelect, type MultiSelectProps } from './MultiSelect'
export { Chip, type ChipProps } from './Chip'
