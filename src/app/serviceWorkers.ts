/**
 * Unregisters service workers left by other apps on this origin (spec §4 Session), but never keepScript: the
 * embedded provider's own worker, in a build that carries it (null: keep none).
 */
export async function unregisterForeignServiceWorkers(keepScript: string | null): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registrations = await navigator.serviceWorker.getRegistrations()
  await Promise.all(
    registrations
      .filter((registration) => {
        const script =
          (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL ?? ''
        return keepScript === null || !script.endsWith(keepScript)
      })
      .map((registration) => registration.unregister()),
  )
}
