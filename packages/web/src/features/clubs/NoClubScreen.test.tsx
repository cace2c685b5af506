import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clubsErrorMock, clubsMock, TOUCHLINE_FC } from '../../testing/fixtures';
import { renderElement } from '../../testing/renderApp';
import { NoClubScreen } from './NoClubScreen';

describe('NoClubScreen', () => {
  it('explains that a coach must approve the account', async () => {
    renderElement(<NoClubScreen onLogOut={() => undefined} />, { mocks: [clubsMock([])] });
    expect(screen.getByRole('heading', { name: 'Select Club' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thank you for logging in to your account. You are not currently approved to join any clubs. If you have signed up recently, your coach has been notified and is required to approve your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Empty list' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Refresh' });
  });

  it('refetches the clubs on Refresh', async () => {
    const user = userEvent.setup();
    const first = clubsMock([]);
    const second = clubsMock([TOUCHLINE_FC]);
    const answers = [first, second];
    let asked = 0;
    const counting = {
      ...first,
      maxUsageCount: 2,
      result: () => {
        asked += 1;
        return answers[Math.min(asked, 2) - 1]!.result as never;
      },
    };
    renderElement(<NoClubScreen onLogOut={() => undefined} />, { mocks: [counting] });
    await vi.waitFor(() => expect(asked).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(asked).toBe(2));
  });

  it('logs out', async () => {
    const user = userEvent.setup();
    const onLogOut = vi.fn();
    renderElement(<NoClubScreen onLogOut={onLogOut} />, { mocks: [clubsMock([])] });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledOnce();
  });

  it('shows a failure as a red banner', async () => {
    renderElement(<NoClubScreen onLogOut={() => undefined} />, {
      mocks: [clubsErrorMock('Could not load your clubs')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your clubs');
  });
});
