import { act, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { setCurrentClubId } from '../../../lib/apollo/currentClub';
import { installFakeXhr, type FakeXhr } from './fakeXhr';
import { ADA, CLUB_ID, ZOE, type FileFixture } from './importMocks';

// What the Import page's test files share: the fake uploads, the steps a coach takes, and
// the files the server reads.

let Xhr: typeof FakeXhr;

/** Before each test of the calling file: the club chosen, uploads through a fake XHR. */
export function setUpImportPageTests() {
  beforeEach(() => {
    setCurrentClubId(CLUB_ID);
    Xhr = installFakeXhr();
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** The uploads the page has sent so far, in order. */
export const sentUploads = () => Xhr.sent;

export const chooseFiles = async (user: ReturnType<typeof userEvent.setup>, files: File[]) =>
  user.upload(await screen.findByLabelText('Choose files'), files);

/** The server answers the page's n-th upload (0-based). */
export const answerUpload = async (n: number, status: number, body: unknown) => {
  await waitFor(() => expect(Xhr.sent[n]).toBeDefined());
  await act(async () => {
    Xhr.sent[n]!.respond(status, body);
    await Promise.resolve();
  });
};

export const fileRow = (name: string) => screen.getByRole('listitem', { name });

export const kinexon: FileFixture = {
  id: 'f1',
  fileName: 'kinexon.csv',
  status: 'ready',
  format: 'kinexon',
  tracks: [
    { id: 't1', athleteName: 'Ada Byrne', shirtNumber: '4', athlete: ADA, matchedBy: 'name' },
    { id: 't2', athleteName: 'Zed Unknown', shirtNumber: '11' },
  ],
};
export const gpx: FileFixture = {
  id: 'f2',
  fileName: 'run.gpx',
  status: 'ready',
  format: 'gpx',
  tracks: [{ id: 't3', deviceSerial: 'EDGE-9', athlete: ZOE, matchedBy: 'deviceSerial' }],
};

/** The training session 'Process' creates from the files' span. */
export const created = {
  __typename: 'TrainingSession',
  id: 's9',
  startTime: '2026-07-01T09:58:00.000Z',
  endTime: '2026-07-01T11:31:00.000Z',
  description: 'Recovery',
};

/** Ada's watch file, read, her track matched as given. */
export const adaFit = (matchedBy: string): FileFixture => ({
  id: 'f1',
  fileName: 'ada.fit',
  status: 'ready',
  format: 'fit',
  tracks: [{ id: 't1', athlete: ADA, matchedBy }],
});
