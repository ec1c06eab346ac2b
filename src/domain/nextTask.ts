/**
 * The next task, not a microtask: what the page has waiting (a frame, a click, a slice of work) runs first, so
 * long work done in steps never holds the page for one long task. A message, not a timer: timers are clamped to
 * 4 ms once nested, which a loop of many steps would pay on each.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
