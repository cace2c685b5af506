import type { Page } from '@playwright/test';
import { accounts } from '../fixtures/accounts.js';
import { screenshot, snackbar } from '../fixtures/screenshot.js';
import { SignInPage } from '../fixtures/SignInPage.js';
import { expect, test } from '../fixtures/test.js';
import { TouchlineApi } from '../fixtures/touchlineApi.js';

// The coach's journey of docs/product/surveys.md §2a-§15: a survey built in the
// browser, sent now, answered by the demo athlete (through the API, as their
// phone would), watched on the completion board; the demo's struggling
// athlete flagged. It adds a survey the athletes are sent: an administration spec.

const DAY_MS = 86_400_000;

/** A day as the club's time zone reads it, 'yyyy-MM-dd'. */
const dayIn = (timeZone: string, instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);

async function addQuestion(
  page: Page,
  fields: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = page.getByRole('dialog', { name: 'New question' });
  await fields(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

async function pickKind(page: Page, dialog: ReturnType<Page['getByRole']>, kind: string) {
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
}

/**
 * Opened on a phone (390 px), where the sidebar starts collapsed, the page
 * fits: nothing wider than the screen. Then back at the desktop's width.
 */
async function fitsPhone(page: Page, heading: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** The demo athlete answers the survey's latest distribution, as their phone would. */
async function answerAsAthlete(page: Page, title: string) {
  const athletePage = await page.context().browser()!.newPage();
  await new SignInPage(athletePage).open(accounts.athlete, '/');
  await expect(athletePage).not.toHaveURL(/sign_in/);
  const api = new TouchlineApi(athletePage);
  const mine = await api.graphql<{
    mySurveyDistributions: {
      id: string;
      survey: { title: string; questions: { id: string; kind: string; prompt: string }[] };
    }[];
  }>(
    `{ mySurveyDistributions(state: pending) { id survey { title questions { id kind prompt } } } }`,
  );
  const sent = mine.mySurveyDistributions.find((each) => each.survey.title === title)!;
  expect(sent, `the athlete was sent ${title}`).toBeDefined();
  const values: Record<string, unknown> = { scale: 4, number: 7.5, singleChoice: 'Home' };
  const answered = await api.graphql<{
    submitSurveyAnswer: { answer: { id: string } | null; errors: unknown[] };
  }>(
    `mutation ($id: ID!, $answers: [SurveyAnswerInput!]!) {
      submitSurveyAnswer(distributionId: $id, answers: $answers) { answer { id } errors { path fullMessages } } }`,
    {
      id: sent.id,
      answers: sent.survey.questions.map((question) => ({
        questionId: question.id,
        value: values[question.kind],
      })),
    },
  );
  expect(answered.submitSurveyAnswer.errors).toEqual([]);
  await athletePage.close();
}

test('a coach builds a three-question survey with a daily timer, sends it now, watches the board fill and sees a wellness flag', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(180_000);
  const title = `Pre-training check ${Date.now() % 100_000}`;
  await signInAs('coach', '/dashboard');
  await page.getByRole('link', { name: 'Surveys' }).click();
  await expect(page.getByRole('heading', { name: 'Surveys', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Surveys' })).toContainText('Daily Wellness');

  // Create it, and its three questions.
  await page.getByRole('button', { name: 'New survey' }).click();
  const naming = page.getByRole('dialog', { name: 'New survey' });
  await naming.getByRole('button', { name: 'Create' }).click();
  await expect(naming.getByRole('alert')).toHaveText("Title can't be blank.");
  await naming.getByLabel(/^Title/).fill(title);
  await naming.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await addQuestion(page, async (dialog) => {
    await dialog.getByLabel(/^Question/).fill('How fresh do you feel?');
    await dialog.getByLabel('Lowest', { exact: true }).fill('1');
    await dialog.getByLabel('Highest', { exact: true }).fill('10');
    await dialog.getByLabel('Lowest means').fill('Exhausted');
    await dialog.getByLabel('Highest means').fill('Fully fresh');
  });
  // A number question: a wrong bound is refused with the server's message, in the dialog.
  await page.getByRole('button', { name: 'Add question' }).click();
  const numberDialog = page.getByRole('dialog', { name: 'New question' });
  await pickKind(page, numberDialog, 'Number');
  await numberDialog.getByLabel(/^Question/).fill('Hours slept');
  await numberDialog.getByLabel('Lowest (optional)').fill('24');
  await numberDialog.getByLabel('Highest (optional)').fill('0');
  await numberDialog.getByLabel('Unit').fill('hours');
  await numberDialog.getByRole('button', { name: 'Save' }).click();
  await expect(numberDialog.getByRole('alert')).toHaveText(
    'The highest value must be more than the lowest.',
  );
  await numberDialog.getByLabel('Lowest (optional)').fill('0');
  await numberDialog.getByLabel('Highest (optional)').fill('24');
  await numberDialog.getByRole('button', { name: 'Save' }).click();
  await expect(numberDialog).toBeHidden();
  await addQuestion(page, async (dialog) => {
    await pickKind(page, dialog, 'Single choice');
    await dialog.getByLabel(/^Question/).fill('Where did you sleep?');
    await dialog.getByLabel('Choices').fill('Home\nHotel');
  });
  const questions = page.getByRole('list', { name: 'Questions' });
  await expect(questions.getByRole('listitem')).toHaveCount(3);
  await expect(questions.getByRole('listitem').nth(0)).toContainText(
    'Scale 1 - 10 (Exhausted - Fully fresh)',
  );
  await expect(questions.getByRole('listitem').nth(1)).toContainText('Number 0 - 24, hours');
  // Order: the choice question up one, then back down.
  await page.getByRole('button', { name: 'Move "Where did you sleep?" up' }).click();
  await expect(questions.getByRole('listitem').nth(1)).toContainText('Where did you sleep?');
  await page.getByRole('button', { name: 'Move "Where did you sleep?" down' }).click();
  await expect(questions.getByRole('listitem').nth(2)).toContainText('Where did you sleep?');

  // A daily timer at 07:00 in the club's zone.
  await page.getByRole('button', { name: 'Add timer' }).click();
  const timer = page.getByRole('dialog', { name: 'New timer' });
  await timer.getByRole('textbox', { name: 'Time' }).fill('07:00');
  await timer.getByRole('button', { name: 'Save' }).click();
  await expect(timer).toBeHidden();
  await expect(page.getByRole('list', { name: 'Timers' })).toContainText(
    /^Every day at 07:00 \([\w/]+\)To all athletes$/,
  );
  await fitsPhone(page, title);
  await page.mouse.move(0, 0);
  await screenshot(page, 'survey-builder');

  // Send now, to every athlete.
  await page.getByRole('button', { name: 'Send now' }).click();
  const sending = page.getByRole('form', { name: 'Send now' });
  await sending.getByRole('button', { name: 'Send' }).click();
  await expect(snackbar(page, 'Survey sent.')).toBeVisible();

  // The board: nobody has answered; then the athlete answers, and it fills.
  await page.getByRole('link', { name: 'All surveys' }).click();
  await page.getByRole('link', { name: 'Completion board' }).click();
  const card = page.getByRole('region', { name: new RegExp(`^${title}, sent`) });
  await expect(card).toContainText(/0 of \d+ answered/);
  const sentTo = Number(/0 of (\d+) answered/.exec((await card.textContent()) ?? '')![1]);
  expect(sentTo).toBeGreaterThanOrEqual(24);
  await answerAsAthlete(page, title);
  await page.reload();
  await expect(card).toContainText(`1 of ${sentTo} answered`);
  await expect(card.getByRole('row', { name: /Jordan Hayes/ })).toContainText(/Answered \d\d:\d\d/);
  await expect(card.getByRole('row', { name: /Haruto Sato/ })).toContainText('Not answered');
  await card.getByRole('button', { name: 'Remind' }).click();
  await expect(snackbar(page, 'The athletes who have not answered are reminded.')).toBeVisible();
  await expect(
    card
      .getByRole('row', { name: /Haruto Sato/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText(/\d\d:\d\d/);

  // Yesterday's wellness flags: the demo's Haruto Sato, far above his own baseline.
  const zone = /time zone, (.+)\.$/.exec(
    (await page.getByText(/^In the club's time zone/).textContent()) ?? '',
  )![1]!;
  await page.getByLabel('Day').fill(dayIn(zone, new Date(Date.now() - DAY_MS)));
  const flags = page.getByRole('table', { name: 'Wellness flags' });
  const haruto = flags.getByRole('row', { name: /Haruto Sato/ });
  await expect(haruto).toBeVisible();
  await expect(haruto.getByRole('cell').nth(1)).toHaveText('30');
  await page.getByLabel('Day').fill(dayIn(zone, new Date()));
  await expect(card).toContainText(`1 of ${sentTo} answered`);
  await fitsPhone(page, 'Completion board');
  await expect(card).toContainText(`1 of ${sentTo} answered`);
  await screenshot(page, 'survey-completion-board');
});
