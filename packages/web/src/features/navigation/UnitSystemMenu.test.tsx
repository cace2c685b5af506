import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UpdateUnitSystemMutation } from '../../lib/units/UnitSystemQuery';
import { unitSystemMock } from '../../testing/fixtures';
import { renderElement } from '../../testing/renderApp';
import { UnitSystemMenu } from './UnitSystemMenu';

const saved = (unitSystem: string, error?: string) => ({
  request: { query: UpdateUnitSystemMutation, variables: { unitSystem } },
  result: error
    ? { errors: [{ message: error }] }
    : {
        data: {
          updateUnitSystem: {
            __typename: 'UpdateUnitSystemPayload',
            person: { __typename: 'Person', id: 'p1', unitSystem },
            errors: [],
          },
        },
      },
});

describe('the unit system menu', () => {
  it('marks the current system and saves another', async () => {
    const user = userEvent.setup();
    renderElement(<UnitSystemMenu open />, {
      mocks: [unitSystemMock('metric'), saved('imperial')],
    });
    await user.click(screen.getByRole('button', { name: 'Units' }));
    expect(await screen.findByRole('menuitem', { name: 'Metric (km, km/h)' })).toHaveClass(
      'Mui-selected',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Imperial (miles, mph)' }));
    await user.click(screen.getByRole('button', { name: 'Units' }));
    expect(await screen.findByRole('menuitem', { name: 'Imperial (miles, mph)' })).toHaveClass(
      'Mui-selected',
    );
  });

  it("shows the server's message when saving fails", async () => {
    const user = userEvent.setup();
    renderElement(<UnitSystemMenu open />, {
      mocks: [unitSystemMock('metric'), saved('metres_per_second', 'Not signed in')],
    });
    await user.click(screen.getByRole('button', { name: 'Units' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Metric (m, m/s)' }));
    expect(await screen.findByRole('button', { name: 'Units: Not signed in' })).toBeInTheDocument();
  });
});
