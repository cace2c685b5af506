import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SectionCard } from './SectionCard';
import { readBlobText } from '../../testing/readBlobText';

// The deployment's analytics, read once by the app's configuration.
beforeAll(() => {
  const config = document.createElement('script');
  config.id = 'touchline-config';
  config.type = 'application/json';
  config.textContent = JSON.stringify({ analyticsUrl: '/collect' });
  document.head.append(config);
});
afterEach(() => vi.unstubAllGlobals());

const card = (name: string) => within(screen.getByRole('region', { name }));

function Failing({ error }: { error: unknown }): never {
  throw error;
}

function renderCards(error: unknown) {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  render(
    <>
      <SectionCard title="Average Distance">
        <p>5.40 km</p>
      </SectionCard>
      <SectionCard title="Speed Zones">
        <Failing error={error} />
      </SectionCard>
      <SectionCard title="Team weekly overview">
        <p>Ada Ames</p>
      </SectionCard>
    </>,
  );
  return { consoleError, sendBeacon };
}

describe('a card whose content fails', () => {
  it('keeps its title, says it could not be shown, and its sibling cards still render', () => {
    renderCards(new TypeError("Cannot read properties of undefined (reading 'zones')"));
    expect(card('Speed Zones').getByRole('alert')).toHaveTextContent(
      'This card could not be shown.',
    );
    expect(card('Average Distance').getByText('5.40 km')).toBeInTheDocument();
    expect(card('Team weekly overview').getByText('Ada Ames')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("never shows an internal error's message or stack", () => {
    const internal = new Error('select * from sessions where id = 42');
    renderCards(internal);
    const alert = card('Speed Zones').getByRole('alert');
    expect(alert).toHaveTextContent(/^This card could not be shown\.Try again$/);
    expect(alert.textContent).not.toContain('select');
    expect(alert.textContent).not.toContain('at ');
  });

  it("adds the server's own message when the server refused", () => {
    renderCards(new CombinedGraphQLErrors({ errors: [{ message: 'Session not found' }] }));
    expect(card('Speed Zones').getByRole('alert')).toHaveTextContent(
      'This card could not be shown. Session not found',
    );
  });

  it('is reported once: React writes it to the console, the analytics hear what failed where', async () => {
    const error = new RangeError('Invalid time value');
    const { consoleError, sendBeacon } = renderCards(error);
    const reported = consoleError.mock.calls.filter((args) => args.includes(error));
    expect(reported).toHaveLength(1);
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/collect');
    const text = await readBlobText(body);
    expect(JSON.parse(text)).toEqual({
      path: '/',
      renderError: { part: 'card', name: 'RangeError' },
    });
  });

  it('tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('not yet');
      return <p>Sprint Distance</p>;
    }
    render(
      <SectionCard title="Sprints">
        <Flaky />
      </SectionCard>,
    );
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(card('Sprints').getByText('Sprint Distance')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
