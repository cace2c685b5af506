import type { NotificationType } from '@touchline/domain';

/** The types Touchline tells people of, in the settings' order, with what each is about. */
export const CHOSEN_TYPES: readonly { type: NotificationType; label: string }[] = [
  { type: 'DataReady', label: "A session's data is ready" },
  { type: 'NewPersonalBest', label: 'A new personal best' },
  { type: 'LegacySurveyDistributed', label: 'A survey is sent to me' },
  { type: 'SurveyReminder', label: 'A survey still needs my answer' },
  { type: 'SurveyCompleted', label: 'Everyone has answered a survey (staff)' },
  { type: 'AccountSuspended', label: 'The club is suspended' },
  { type: 'AccountUnpaid', label: "The club's subscription is unpaid" },
];

export const EMAIL_OFF = 'E-mail is not set up on this server.';
export const PUSH_OFF = 'Push notifications are not set up on this server.';
