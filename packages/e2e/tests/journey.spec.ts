import type { Page } from '@playwright/test';
import { startEmptyServer } from '../fixtures/emptyServer.js';
import { gpxTrack } from '../fixtures/gpxTrack.js';
import { Sidebar } from '../fixtures/Sidebar.js';
import { screenshot, snackbar } from '../fixtures/screenshot.js';
import { expect, test } from '../fixtures/test.js';
import { TouchlineApi } from '../fixtures/touchlineApi.js';

// A club starts Touchline from an empty database, in the web app only
// (docs/product/club-administration.md): the first run, a coach invited by
// link, a player through the join link, the squad by CSV, groups, tags and a
// pitch, new thresholds re-processing a session, and the provider's Admin
// Functions.

const PASSWORD = 'corner flag at dusk';
const CLUB = 'Harbour Rovers';
const HEADER =
  'name,preferred_name,shirt_number,position,date_of_birth,device_serials,max_heart_rate_bpm,top_speed_reference_kph,groups';

/** The squad of 20 in the club's CSV template. */
function squadFile(): string {
  const positions = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'];
  const rows = Array.from({ length: 20 }, (_, index) =>
    [
      `Rover ${String(index + 1).padStart(2, '0')}`,
      '',
      index + 1,
      positions[index % positions.length],
      '2003-05-17',
      `EDGE-${1000 + index}`,
      195,
      '',
      '',
    ].join(','),
  );
  return [HEADER, ...rows].join('\r\n');
}

async function signUp(page: Page, name: string, email?: string, shownAs?: string) {
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  if (email) await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  if (shownAs) await screenshot(page, shownAs);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

test('a club starts from an empty database and runs itself in the web app', async ({ browser }) => {
  // Minutes on a busy machine: every wait below is for a condition, none for a time.
  test.setTimeout(10 * 60_000);
  const server = await startEmptyServer(2);
  try {
    // 1. The first run: the provider's staff account and the first club.
    const provider = await server.newPerson(browser);
    await provider.page.goto('/');
    await expect(provider.page).toHaveURL(/\/api\/auth\/first_run$/);
    await provider.page.getByLabel('Name', { exact: true }).fill('Morgan Reid');
    await provider.page.getByLabel('E-mail').fill('morgan@harbour.example');
    await provider.page.getByLabel('Password').fill(PASSWORD);
    await provider.page.getByLabel('Club name').fill(CLUB);
    await provider.page.getByLabel('Sport').selectOption('association_football');
    await provider.page.getByLabel('Time zone').selectOption('Europe/Dublin');
    await screenshot(provider.page, 'first-run');
    await provider.page.getByRole('button', { name: 'Create account and club' }).click();
    await expect(provider.page).toHaveURL(/\/dashboard$/);
    await expect(new Sidebar(provider.page).root).toContainText(CLUB);

    // 2. A coach invited by link signs up and lands in the club.
    await provider.page.goto('/club/members');
    await provider.page.getByRole('button', { name: 'Invite' }).click();
    const invite = provider.page.getByRole('dialog', { name: 'Invite' });
    await invite.getByLabel('E-mail').fill('robin@harbour.example');
    await invite.getByRole('button', { name: 'Invite' }).click();
    const inviteLink = await invite.getByRole('textbox', { name: 'Invite link' }).inputValue();
    await invite.getByRole('button', { name: 'Done' }).click();
    const coach = await server.newPerson(browser);
    await coach.page.goto(inviteLink);
    await expect(coach.page.getByText(`You are invited to join ${CLUB} as staff.`)).toBeVisible();
    await signUp(coach.page, 'Robin Fielding', undefined, 'sign-up');
    await expect(coach.page).toHaveURL(/\/dashboard$/);
    const coachSidebar = new Sidebar(coach.page);
    await expect(coachSidebar.root).toContainText(CLUB);

    // 3. A player signs up with the join link, waits, and is approved by the coach.
    await coach.page.goto('/club/members');
    await coach.page.getByRole('button', { name: 'New link' }).click();
    const joinLink = await coach.page.getByRole('textbox', { name: 'Join link' }).inputValue();
    const player = await server.newPerson(browser);
    await player.page.goto(joinLink);
    await signUp(player.page, 'Sam Winger', 'sam@harbour.example');
    await expect(
      player.page.getByText(/You are not currently approved to join any clubs/),
    ).toBeVisible();
    await coach.page.reload();
    await coach.page.getByRole('button', { name: 'Approve Sam Winger' }).click();
    await expect(coach.page.getByText('Sam Winger is a member now.')).toBeVisible();
    await expect(coach.page.getByRole('table', { name: 'Members' })).toContainText('Sam Winger');
    await screenshot(coach.page, 'club-members');
    await player.page.getByRole('button', { name: 'Refresh' }).click();
    await expect(player.page).toHaveURL(/\/home$/);
    await expect(new Sidebar(player.page).root).toContainText(CLUB);
    await expect(new Sidebar(player.page).item('Members')).toHaveCount(0);

    // 4. The squad: 20 athletes from a CSV file, through the preview.
    await coachSidebar.item('Squad').click();
    await coach.page.getByRole('button', { name: 'Import CSV' }).click();
    const importing = coach.page.getByRole('dialog');
    await importing.getByLabel('CSV file').setInputFiles({
      name: 'harbour-rovers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(squadFile()),
    });
    await expect(importing.getByText('Every row can be added.')).toBeVisible();
    await importing.getByRole('button', { name: 'Import 20 athletes' }).click();
    await expect(coach.page.getByText('20 athletes imported.')).toBeVisible();
    const squad = coach.page.getByRole('table', { name: 'Squad' });
    await expect(squad.getByRole('row', { name: /Rover \d\d/ })).toHaveCount(20);

    // 5. Two groups, three tags and a pitch.
    await coachSidebar.item('Groups').click();
    for (const [group, member] of [
      ['Back four', 'Rover 02'],
      ['Front three', 'Rover 04'],
    ] as const) {
      await coach.page.getByRole('button', { name: 'New group' }).click();
      const dialog = coach.page.getByRole('dialog');
      await dialog.getByLabel('Name', { exact: false }).first().fill(group);
      await dialog.getByLabel('Members').fill(member);
      await coach.page.getByRole('option', { name: member }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(coach.page.getByText(`${group} saved.`)).toBeVisible();
    }
    await expect(coach.page.getByRole('table', { name: 'Groups' }).getByRole('row')).toHaveCount(3);
    await coachSidebar.item('Tags').click();
    for (const label of ['Finishing', 'Pressing', 'Recovery']) {
      await coach.page.getByRole('button', { name: 'New tag' }).click();
      const dialog = coach.page.getByRole('dialog', { name: 'New tag' });
      await dialog.getByLabel('Label').fill(label);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(snackbar(coach.page, `Tag ${label} created.`)).toBeVisible();
    }
    await coachSidebar.item('Pitches').click();
    await coach.page.getByRole('button', { name: 'New pitch' }).click();
    const pitch = coach.page.getByRole('dialog', { name: 'New pitch' });
    await pitch.getByLabel('Name').fill('Harbour Park');
    await pitch.getByLabel('Centre latitude').fill('53.3441');
    await pitch.getByLabel('Centre longitude').fill('-6.2675');
    await pitch.getByLabel('Bearing (°)').fill('20');
    await pitch.getByLabel('Length (m)').fill('105');
    await pitch.getByLabel('Width (m)').fill('68');
    await pitch.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(coach.page, 'Pitch Harbour Park created.')).toBeVisible();

    // A training with one athlete's tracker file, processed, for the thresholds to act on.
    const api = new TouchlineApi(coach.page);
    const clubId = await api.clubId(CLUB);
    const { club } = await api.graphql<{ club: { squadAthletes: { id: string; name: string }[] } }>(
      'query ($id: ID!) { club(id: $id) { squadAthletes { id name } } }',
      { id: clubId },
    );
    const start = new Date(Date.now() - 2 * 24 * 3_600_000);
    start.setUTCHours(10, 0, 0, 0);
    const sessionId = await api.createTraining(
      clubId,
      start,
      new Date(start.getTime() + 3_600_000),
    );
    await api.uploadTrackerFile({
      sessionId,
      athleteId: club.squadAthletes[0]!.id,
      fileName: 'rover-01.gpx',
      content: gpxTrack({ startTime: new Date(start.getTime() + 300_000), durationS: 1_800 }),
    });
    await expect.poll(() => api.dataProcessing(sessionId), { timeout: 180_000 }).toBe(false);

    // 6. The club admin raises the sprint threshold and watches the re-processing finish.
    await provider.page.goto('/club/settings');
    await provider.page.getByLabel('Sprint speed (km/h)').fill('26');
    await provider.page.getByRole('button', { name: 'Save thresholds' }).click();
    const confirm = provider.page.getByRole('dialog', { name: 'Change the thresholds?' });
    await expect(confirm).toContainText('1 session will be re-processed');
    await confirm.getByRole('button', { name: 'Re-process' }).click();
    await expect(snackbar(provider.page, /Re-processing finished/)).toBeVisible({
      timeout: 180_000,
    });
    await provider.page.reload();
    await expect(provider.page.getByLabel('Sprint speed (km/h)')).toHaveValue('26');

    // 7. The provider suspends and reactivates the club, and switches a feature on and off.
    const clubDialog = async () => {
      await provider.page.goto('/admin/clubs');
      await provider.page
        .getByRole('table', { name: 'Clubs' })
        .getByRole('button', { name: CLUB })
        .click();
      return provider.page.getByRole('dialog', { name: CLUB });
    };
    const toggle = async (name: string, confirmation: string) => {
      const dialog = await clubDialog();
      await dialog.getByRole('switch', { name, exact: true }).click();
      await expect(provider.page.getByText(confirmation)).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
    };
    await toggle('Suspended', `${CLUB} is suspended.`);
    await coach.page.goto('/dashboard');
    await expect(coach.page.getByText('Account Suspended')).toBeVisible();
    await toggle('Suspended', `${CLUB} is active again.`);
    await coach.page.reload();
    await expect(coach.page.getByRole('heading', { name: 'Team Dashboard' })).toBeVisible();
    await expect(coach.page.getByText('Account Suspended')).toHaveCount(0);
    await toggle('csv_exports', `csv_exports is on for ${CLUB}.`);
    await coach.page.reload();
    await expect(coachSidebar.item('Survey Exports')).toBeVisible();
    await toggle('csv_exports', `csv_exports is off for ${CLUB}.`);
    await coach.page.reload();
    await expect(coach.page.getByRole('heading', { name: 'Team Dashboard' })).toBeVisible();
    await expect(coachSidebar.item('Survey Exports')).toHaveCount(0);

    for (const person of [provider, coach, player]) await person.context.close();
  } finally {
    await server.stop();
  }
});
