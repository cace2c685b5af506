import type { PermissionAction, PolicySubject } from '@touchline/domain';
import { TouchlineError } from '../errors/TouchlineError.js';
import { forbidden } from '../graphql/errors.js';

const STAFF_SETTINGS = 'Only club staff can see or change the metric settings';
const STAFF_MEMBERS = 'Only club staff can see the club’s members and invites';
const STAFF_REPORTS = 'Only club staff can create or change reports';
const STAFF_TAGS = 'Only club staff can create or change tags';
const STAFF_PITCHES = 'Only club staff can create or change pitches';
const STAFF_SURVEYS = 'Only club staff can create, change or send surveys';
const STAFF_SQUAD = 'Only club staff can see or change the squad and its groups';

/** What a member is told when the policy refuses them an action their club allows others. */
const REFUSALS: Partial<Record<`${PermissionAction} ${PolicySubject}`, () => Error>> = {
  'Create Session': () => forbidden('Only club staff can create sessions'),
  'Export Session': () => new TouchlineError('EXPORT_FORBIDDEN'),
  'Edit Session': () => forbidden('Only club staff can edit sessions and their segments'),
  'Show ClubSettings': () => forbidden(STAFF_SETTINGS),
  'Update ClubSettings': () => forbidden('Only club admins can change the club’s settings'),
  'Show BillingSubscription': () => forbidden('Only club staff can manage the subscription'),
  'Create Import': () => forbidden('Only club staff can import files'),
  'Index Import': () => forbidden('Only club staff can import files and manage a session’s files'),
  'Create Upload': () =>
    new TouchlineError('UPLOAD_FORBIDDEN', 'Athletes can upload only their own data.'),
  'Create Report': () => forbidden(STAFF_REPORTS),
  'Edit Report': () => forbidden(STAFF_REPORTS),
  'Export Report': () => forbidden('Only club staff can download report data'),
  'Export Survey': () => forbidden('Only club staff can export survey answers'),
  'Show Survey': () => forbidden('Only club staff can see who has answered surveys'),
  'Create Survey': () => forbidden(STAFF_SURVEYS),
  'Update Survey': () => forbidden(STAFF_SURVEYS),
  'Update SurveyQuestion': () => forbidden(STAFF_SURVEYS),
  'Update SurveyTimerTrigger': () => forbidden(STAFF_SURVEYS),
  'Edit SurveyDistribution': () => forbidden(STAFF_SURVEYS),
  'Create SessionTagDefinition': () => forbidden(STAFF_TAGS),
  'Update SessionTagDefinition': () => forbidden(STAFF_TAGS),
  'Create Pitch': () => forbidden(STAFF_PITCHES),
  'Update Pitch': () => forbidden(STAFF_PITCHES),
  'Index Membership': () => forbidden(STAFF_MEMBERS),
  'Create Membership': () => forbidden('Only club staff can invite people'),
  'Edit Membership': () => forbidden('Only club staff can approve or decline people'),
  'Update Membership': () =>
    forbidden('Only club admins can change a member’s role or remove a member'),
  'Index Squad': () => forbidden(STAFF_SQUAD),
  'Create Squad': () => forbidden(STAFF_SQUAD),
  'Update Squad': () => forbidden(STAFF_SQUAD),
  'Create AthleteGroup': () => forbidden(STAFF_SQUAD),
  'Update AthleteGroup': () => forbidden(STAFF_SQUAD),
  'Create TrackerUnlock': () => forbidden('Only Touchline staff can unlock tracker diagnostics'),
};

export function refusalOf(action: PermissionAction, subject: PolicySubject): Error {
  return (REFUSALS[`${action} ${subject}`] ?? (() => forbidden('You may not do this.')))();
}
