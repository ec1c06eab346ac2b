/**
 * Unregisters service workers left by other apps on this origin (spec §4 Session), but never the embedded
 * provider's own worker, which answers the portal's calls when no API is configured.
 */
export async function unregisterForeignServiceWorkers(keepScript = '/mockServiceWorker.js'): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registrations = await navigator.serviceWorker.getRegistrations()
  await Promise.all(
    registrations
      .filter((registration) => {
        const script =
          (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL ?? ''
        return !script.endsWith(keepScript)
      })
      .map((registration) => registration.unregister()),
  )
}
