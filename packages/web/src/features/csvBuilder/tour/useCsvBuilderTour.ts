import { driver, type Driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CSV_BUILDER_TOUR_STEPS } from './csvBuilderTourSteps';

/**
 * The CSV Builder's guided tour (driver.js). `step` is the step shown (0-based), null when
 * no tour runs: the page derives the tour's demo state from it instead of changing the
 * person's own, so finishing, closing or stopping the tour gives back exactly what they had.
 */
export function useCsvBuilderTour() {
  const [step, setStep] = useState<number | null>(null);
  const tour = useRef<Driver | null>(null);

  const stop = useCallback(() => {
    const running = tour.current;
    tour.current = null;
    running?.destroy();
    setStep(null);
  }, []);

  const start = useCallback(() => {
    if (tour.current) return;
    const steps = CSV_BUILDER_TOUR_STEPS;
    const running = driver({
      steps,
      showProgress: true,
      // The page first renders what the next step shows (the demo dataset, its chart), then the tour moves on.
      onNextClick: (_element, _step, { index = 0 }) => {
        if (index + 1 < steps.length) setStep(index + 1);
        running.moveNext();
      },
      onPrevClick: (_element, _step, { index = 0 }) => {
        setStep(Math.max(0, index - 1));
        running.movePrevious();
      },
      // Where the tour really is (a step without its part, e.g. the form for athletes, is skipped).
      onHighlightStarted: (_element, _step, { index }) => {
        if (index !== undefined) setStep(index);
      },
      // Done, the close button, Escape and a click beside the popover all end here. (driver.js
      // calls onDestroyed only once a step's 400 ms animation has ended: a quick 'Done' skips it.)
      onDestroyStarted: () => {
        if (tour.current === running) stop();
        else running.destroy();
      },
    });
    tour.current = running;
    setStep(0);
    running.drive(0);
  }, [stop]);

  // Leaving the page ends the tour (its overlay lives outside React).
  useEffect(() => () => tour.current?.destroy(), []);

  return { step, start, stop };
}
