import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../testing/renderApp';
import { EdgeDiagnosticsPage } from './EdgeDiagnosticsPage';
import { bytesToBase64 } from './protocol/base64';
import { FakeTracker, type FakeTrackerOptions } from './protocol/testing/FakeTracker';
import { createTestSigner } from './protocol/testing/testSigner';
import { numberedChunks } from './protocol/testing/transferHarness';
import { SecureMessageQuery } from './SecureMessageQuery';

const NONCE = Uint8Array.from({ length: 16 }, (_, index) => index * 7);
const TRACKER = { serialNumber: 'EDGE-9001', boardName: 'edge-2.1.0' };

function installBluetooth(bluetooth: unknown) {
  Object.defineProperty(navigator, 'bluetooth', { value: bluetooth, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'bluetooth');
  vi.unstubAllGlobals();
});

/** A tracker whose fixed nonce the mocked server signs for real. */
async function trackerAndServer(
  options: Omit<FakeTrackerOptions, 'publicKey' | 'nonce'>,
  answer?: MockLink.MockedResponse['result'],
) {
  const signer = await createTestSigner();
  const message = bytesToBase64(NONCE);
  const signedMessage = await signer.signUnlock({ ...TRACKER, message });
  const tracker = new FakeTracker({ ...options, publicKey: signer.publicKey, nonce: NONCE });
  installBluetooth(tracker);
  const mock: MockLink.MockedResponse = {
    request: { query: SecureMessageQuery, variables: { ...TRACKER, message } },
    result: answer ?? { data: { device: { __typename: 'Device', ...TRACKER, signedMessage } } },
  };
  const posts: number[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      posts.push(Array.from(init.body as Uint8Array));
      return Promise.resolve(new Response(null, { status: 202 }));
    }),
  );
  return { tracker, mocks: [mock], posts };
}

describe('EdgeDiagnosticsPage', () => {
  it('explains instead of offering the button when the browser has no Web Bluetooth', () => {
    renderElement(<EdgeDiagnosticsPage />);
    expect(screen.getByText('This browser cannot talk to Bluetooth trackers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer Memfault Diagnostics' })).toBeNull();
  });

  it('transfers the diagnostics, then shows the counts, the warnings and the log', async () => {
    const user = userEvent.setup();
    const chunks = numberedChunks(12);
    const { tracker, mocks, posts } = await trackerAndServer({
      chunks,
      duplicates: [2],
      losses: [6],
    });
    renderElement(<EdgeDiagnosticsPage />, { mocks });
    expect(screen.getByText('No transfer yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Transfer Memfault Diagnostics' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/Connecting|Streaming/),
    );
    const summary = screen.getByRole('region', { name: 'Transfer summary' });
    await vi.waitFor(() => expect(within(summary).getByText('11')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Transfer Memfault Diagnostics' })).toBeDisabled();
    expect(within(summary).getByText('Tracker EDGE-9001 · edge-2.1.0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop transfer' }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Finished'));
    expect(tracker.history.slice(-3)).toEqual(['write 0x00', 'stop notifications', 'disconnect']);
    expect(posts).toHaveLength(11);

    expect(screen.queryByRole('list', { name: /Errors/ })).toBeNull();
    const problems = screen.getByRole('list', { name: 'Warnings (2)' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Duplicate chunk 2: received twice, the copy was dropped',
      'Data loss: expected sequence number 6, received 7',
    ]);
    const log = screen.getByRole('log', { name: /Status log/ });
    expect(within(log).getByText('Chunk 0 forwarded: 2 bytes, HTTP 202')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer Memfault Diagnostics' })).toBeEnabled();
  });

  it("appends the server's message when it refuses to sign", async () => {
    const user = userEvent.setup();
    const { tracker, mocks } = await trackerAndServer(
      { chunks: numberedChunks(2) },
      { errors: [new GraphQLError('Only Touchline staff can unlock tracker diagnostics')] },
    );
    renderElement(<EdgeDiagnosticsPage />, { mocks });
    await user.click(screen.getByRole('button', { name: 'Transfer Memfault Diagnostics' }));

    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Failed'));
    const problems = screen.getByRole('list', { name: 'Errors (1)' });
    expect(problems).toHaveTextContent('Only Touchline staff can unlock tracker diagnostics');
    expect(tracker.unlocked).toBe(false);
  });

  it("says 'No signed message' when the answer has no signature", async () => {
    const user = userEvent.setup();
    const { mocks } = await trackerAndServer(
      { chunks: numberedChunks(2) },
      { data: { device: { __typename: 'Device', ...TRACKER, signedMessage: '' } } },
    );
    renderElement(<EdgeDiagnosticsPage />, { mocks });
    await user.click(screen.getByRole('button', { name: 'Transfer Memfault Diagnostics' }));
    expect(await screen.findByText('No signed message')).toBeInTheDocument();
  });
});
