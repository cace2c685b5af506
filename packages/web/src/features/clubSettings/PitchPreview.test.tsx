import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PitchPreview } from './PitchPreview';

describe('the pitch preview', () => {
  it('draws the sport’s pitch turned by its bearing, with north and its size', () => {
    const { container } = render(
      <PitchPreview bearingDeg={35} lengthM={105} widthM={68} backgroundUrl="/pitch.svg" />,
    );
    expect(
      screen.getByRole('img', { name: 'Pitch 105 m by 68 m, long axis at 35° from north' }),
    ).toBeVisible();
    expect(container.querySelector('g[transform*="rotate(-55)"] image')).toHaveAttribute(
      'href',
      '/pitch.svg',
    );
    expect(screen.getByText('N')).toBeInTheDocument();
    expect(screen.getByText('105 m × 68 m · 35°')).toBeInTheDocument();
  });

  it('draws nothing but north while the size is not a size', () => {
    const { container } = render(<PitchPreview bearingDeg={0} lengthM={Number.NaN} widthM={68} />);
    expect(screen.getByRole('img', { name: 'Pitch preview' })).toBeVisible();
    expect(container.querySelector('g[transform*="rotate"]')).toBeNull();
  });
});
