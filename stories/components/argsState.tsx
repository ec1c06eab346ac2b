import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react'
import { useArgs } from 'storybook/preview-api'
import { clearAllMocks } from 'storybook/test'
import { Stage } from './Stage'

type View<T> = (value: T, change: (next: T) => void) => ReactNode

/**
 * A controlled component's value kept in the story's args, so the Controls panel shows what the story shows and
 * can set it. Call it in the story's render function (`render: function Render(args) { … }`) with the name of
 * the value's arg and the view, which gets the value and the change handler that writes the next value to the args.
 *
 * Only for stories whose play function writes the value once, as its last change: an args update renders the
 * story again at once and reports it rendered, and the test runner may take its screenshot then, while a longer
 * play function is still running (two writes, or a popup opened after the write, give a screenshot of the middle).
 */
export function useArgValue<T>(name: string, view: View<T>): ReactElement {
  const [args, updateArgs] = useArgs<Record<string, unknown>>()
  return <ArgValue<T> fromArgs={args[name] as T} write={(next) => updateArgs({ [name]: next })} view={view} />
}

/**
 * Storybook applies an args update by rendering the story again through its loaders, a few tasks later; React
 * puts a controlled input back to its prop right after each event, so a value read only from the args would lose
 * the keystrokes typed meanwhile. The value therefore shows at once and follows the args: an args value the story
 * did not write itself (one set in the Controls panel) replaces it, one it wrote on the way is passed over.
 */
function ArgValue<T>({ fromArgs, write, view }: { fromArgs: T; write: (next: T) => void; view: View<T> }) {
  const [value, setValue] = useState(fromArgs)
  /** The values this story wrote that the args have not shown yet, oldest first. */
  const [written] = useState<T[]>(() => [])
  const [shown, setShown] = useState(fromArgs)
  if (fromArgs !== shown) {
    setShown(fromArgs)
    const ours = written.indexOf(fromArgs)
    if (ours === -1) setValue(fromArgs)
    else written.splice(0, ours + 1)
  }
  const change = (next: T) => {
    written.push(next)
    setValue(next)
    write(next)
  }
  return <>{view(value, change)}</>
}

let startedStory: string | undefined

/**
 * Meta annotations for stories that use `useArgValue`. Each args update runs the story's loaders again, and by
 * default those restore every spy, forgetting the calls a play function is about to assert; these stories clear
 * the spies once instead, when a story starts.
 */
export const argsHoldTheValue = {
  parameters: { test: { restoreMocks: false } },
  loaders: [
    ({ id }: { id: string }) => {
      if (id === startedStory) return
      startedStory = id
      clearAllMocks()
    },
  ],
}

/** The render function of an on/off control (Checkbox, Toggle) whose `checked` lives in the story's args. */
export function checkedInArgs<P extends { checked: boolean; onChange: (checked: boolean) => void }>(
  Control: ComponentType<P>,
) {
  return function Render(args: P) {
    return useArgValue<boolean>('checked', (checked, setChecked) => (
      <Stage>
        <Control
          {...args}
          checked={checked}
          onChange={(next) => {
            setChecked(next)
            args.onChange(next)
          }}
        />
      </Stage>
    ))
  }
}
