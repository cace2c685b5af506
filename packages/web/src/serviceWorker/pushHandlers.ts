/**
 * Web Push in the service worker: a placeholder that registers nothing yet.
 * The notifications work owns its content (push and notificationclick).
 */
export function registerPushHandlers(_self: ServiceWorkerGlobalScope): void {}
