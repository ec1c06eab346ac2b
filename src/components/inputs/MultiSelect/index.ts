export { MultiSelect, type MultiSelectProps } from './MultiSelect'
export { Chip, ChipList, type ChipListProps, type ChipProps } from './Chip'
