import { SPORTS, timeZoneChoices, UNIT_SYSTEMS, type UnitSystem } from '@touchline/domain';
import { escapeHtml } from '../../auth/html.js';
import { csrfInput, field, problems, select } from './memberPageParts.js';
import { PASSWORD_RULES } from './signUpPage.js';

const UNIT_LABELS: Record<UnitSystem, string> = {
  metric: 'Metric (km, km/h)',
  imperial: 'Imperial (miles, mph)',
  imperial_yards_only: 'Imperial (yards, mph)',
  metres_per_second: 'Metric (m, m/s)',
};

/** e.g. association_football: 'Association football'; mens_lacrosse: 'Mens lacrosse'. */
const sportLabel = (sport: string) => {
  const words = sport.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export interface FirstRunForm {
  name?: string;
  email?: string;
  clubName?: string;
  sport?: string;
  timeZone?: string;
  defaultUnitSystem?: string;
}

/** The first run's form: the provider's account and the first club (docs/product/club-administration.md §2). */
export function firstRunBody(options: {
  action: string;
  csrfToken: string;
  form: FirstRunForm;
  errors: readonly string[];
}): string {
  const { form } = options;
  return `<form class="card wide" method="post" action="${escapeHtml(options.action)}" novalidate>
<h1>Welcome to Touchline</h1>
<p class="lead">Set up this server: your account, which runs it, and your club.</p>
${csrfInput(options.csrfToken)}
<h2>Your account</h2>
${field('name', 'Name', { value: form.name, autocomplete: 'name' })}
${field('email', 'E-mail', { type: 'email', value: form.email, autocomplete: 'email' })}
${field('password', 'Password', { type: 'password', autocomplete: 'new-password', hint: PASSWORD_RULES })}
<h2>Your club</h2>
${field('clubName', 'Club name', { value: form.clubName, autocomplete: 'organization' })}
${select(
  'sport',
  'Sport',
  SPORTS.map((sport) => ({ value: sport, label: sportLabel(sport) })),
  form.sport ?? 'association_football',
)}
${select(
  'timeZone',
  'Time zone',
  timeZoneChoices().map((zone) => ({ value: zone, label: zone })),
  form.timeZone ?? 'UTC',
)}
${select(
  'defaultUnitSystem',
  'Units',
  UNIT_SYSTEMS.map((units) => ({ value: units, label: UNIT_LABELS[units] })),
  form.defaultUnitSystem ?? 'metric',
)}
${problems(options.errors)}
<button type="submit">Create account and club</button>
</form>`;
}
