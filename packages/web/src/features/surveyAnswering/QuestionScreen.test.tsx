import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AnsweringQuestion } from './answerSteps';
import { QuestionScreen } from './QuestionScreen';

const question = (more: Partial<AnsweringQuestion>): AnsweringQuestion => ({
  id: 'q',
  position: 1,
  kind: 'scale',
  prompt: 'Sleep quality',
  required: true,
  min: 1,
  max: 7,
  choices: [],
  hidden: false,
  ...more,
});

/** The screen with its answer kept as the page keeps it; the answer is shown for the test. */
function Answering({ of, messages = [] }: { of: AnsweringQuestion; messages?: string[] }) {
  const [value, setValue] = useState<unknown>(null);
  return (
    <>
      <QuestionScreen question={of} value={value} onChange={setValue} errorMessages={messages} />
      <output data-testid="answer">{JSON.stringify(value)}</output>
    </>
  );
}

const answer = (): unknown => JSON.parse(screen.getByTestId('answer').textContent);

describe('a question screen', () => {
  it('asks a scale with labelled ends as a row of choices, by touch or keyboard', async () => {
    const user = userEvent.setup();
    render(<Answering of={question({ minLabel: 'Very good', maxLabel: 'Very poor' })} />);
    const scale = screen.getByRole('radiogroup', { name: 'Sleep quality' });
    expect(scale).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    expect(screen.getByText('1: Very good')).toBeInTheDocument();
    expect(screen.getByText('7: Very poor')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '3' }));
    expect(answer()).toBe(3);
    await user.keyboard('{ArrowRight}');
    expect(answer()).toBe(4);
  });

  it('asks a number with its unit and bounds', async () => {
    const user = userEvent.setup();
    render(<Answering of={question({ kind: 'number', unit: 'hours', min: 0, max: 24 })} />);
    expect(screen.getByText('hours')).toBeInTheDocument();
    expect(screen.getByText('From 0 to 24')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Sleep quality' }), '7.5');
    expect(answer()).toBe(7.5);
  });

  it('asks a single choice as one of its choices', async () => {
    const user = userEvent.setup();
    render(<Answering of={question({ kind: 'singleChoice', choices: ['Home', 'Away'] })} />);
    await user.click(screen.getByRole('radio', { name: 'Away' }));
    expect(answer()).toBe('Away');
  });

  it('asks a multiple choice as some of its choices, each once', async () => {
    const user = userEvent.setup();
    render(
      <Answering of={question({ kind: 'multipleChoice', choices: ['Calf', 'Back', 'Knee'] })} />,
    );
    expect(screen.getByRole('group', { name: 'Sleep quality' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Calf' }));
    await user.click(screen.getByRole('checkbox', { name: 'Knee' }));
    await user.click(screen.getByRole('checkbox', { name: 'Calf' }));
    expect(answer()).toEqual(['Knee']);
  });

  it('asks free text, optional, with its count and limit', async () => {
    const user = userEvent.setup();
    render(<Answering of={question({ kind: 'text', required: false })} />);
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: /Sleep quality/ });
    expect(box).toHaveAttribute('maxlength', '2000');
    await user.type(box, 'Tight calf');
    expect(answer()).toBe('Tight calf');
    expect(screen.getByText('10 / 2,000')).toBeInTheDocument();
  });

  it("shows the server's message about the question", () => {
    render(
      <Answering
        of={question({})}
        messages={['Answer "Sleep quality" with a whole number from 1 to 7.']}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Answer "Sleep quality" with a whole number from 1 to 7.',
    );
  });
});
