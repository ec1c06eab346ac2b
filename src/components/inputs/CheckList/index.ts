export { CheckList, type CheckListProps } from './CheckList'
