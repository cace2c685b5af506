/** Notification and app message types (docs/product/shell-and-sessions.md §7). */
export const NOTIFICATION_TYPES = [
  'AccountSuspended',
  'AccountUnpaid',
  'DataReady',
  'FirmwareUpdateAvailable',
  'GatewayFirmwareUpdateAvailable',
  'LegacySurveyDistributed',
  'NewPersonalBest',
  'SessionBlueprintSessionCreationFailed',
  'SessionBlueprintSessionCreationSkippedAthletes',
  'SessionBlueprintSessionCreationSkippedGateways',
  'SurveyCompleted',
  'SurveyReminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
