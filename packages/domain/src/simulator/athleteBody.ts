/** Where an athlete is heading next, and how fast they mean to get there. */
export interface Leg {
  xM: number;
  yM: number;
  speedMps: number;
  /** Time constant of the approach to speedMps: about 0.9 s for an all-out effort, more when relaxed. */
  responseS: number;
  /** Brake so as to (nearly) stop at the point, as at a cone or before a turn. */
  stop: boolean;
  /** The leg ends here even if the point is not reached. */
  maxDurationS: number;
}

/** What limits a body's motion: its top speed and how hard it can accelerate, brake and turn. */
export interface BodyLimits {
  maxSpeedMps: number;
  /** Peak acceleration from standing; falls linearly to zero at top speed (force-velocity profile). */
  maxAccelerationMps2: number;
  maxDecelerationMps2: number;
  /** Sideways (centripetal) acceleration: at speed v the path's radius is at least v^2 / this. */
  maxLateralMps2: number;
}

const MAX_TURN_RATE = 5; // rad/s, a pivot at walking pace
const JERK_TIME_S = 0.15; // muscles do not switch force instantly
const BRAKE_MPS2 = 4; // comfortable braking towards a cone

/**
 * The noiseless kinematics of one athlete, stepped at a fixed interval:
 * speed approaches the leg's target exponentially (clamped to what the body can
 * do), acceleration itself lags slightly, and heading turns no faster than
 * the curvature limit allows. Each step moves exactly speed x dt along the heading,
 * so the path length is the integral of the speed.
 */
export class AthleteBody {
  xM: number;
  yM: number;
  headingRad: number;
  speedMps = 0;
  accelerationMps2 = 0;

  constructor(
    readonly limits: BodyLimits,
    xM: number,
    yM: number,
    headingRad: number,
  ) {
    this.xM = xM;
    this.yM = yM;
    this.headingRad = headingRad;
  }

  /** Advances by dtS towards the leg; returns true once the leg's point is reached. */
  step(leg: Leg, dtS: number): boolean {
    const dx = leg.xM - this.xM;
    const dy = leg.yM - this.yM;
    const distanceM = Math.hypot(dx, dy);
    if (distanceM < Math.max(0.3, this.speedMps * dtS * 1.5)) return true;

    let error = Math.atan2(dy, dx) - this.headingRad;
    error -= 2 * Math.PI * Math.round(error / (2 * Math.PI));
    const turnRate = Math.min(
      MAX_TURN_RATE,
      this.limits.maxLateralMps2 / Math.max(this.speedMps, 0.1),
    );
    const turn = Math.max(-turnRate * dtS, Math.min(turnRate * dtS, error));
    this.headingRad += turn;

    let target = Math.min(leg.speedMps, this.limits.maxSpeedMps);
    if (leg.stop) target = Math.min(target, Math.sqrt(2 * BRAKE_MPS2 * distanceM));
    // Nobody runs flat out while facing the wrong way: slow into sharp turns.
    const remaining = Math.abs(error) - Math.abs(turn);
    if (remaining > 0.3)
      target = Math.min(target, Math.max(0.5, target * Math.cos(Math.min(remaining, 1.4))));

    this.move(target, leg.responseS, dtS);
    return false;
  }

  /** Slows towards standing along the current heading (no leg to follow). */
  coast(dtS: number): void {
    this.move(0, 1, dtS);
  }

  private move(target: number, responseS: number, dtS: number): void {
    const { maxSpeedMps, maxAccelerationMps2, maxDecelerationMps2 } = this.limits;
    const canAccelerate = maxAccelerationMps2 * Math.max(0, 1 - this.speedMps / maxSpeedMps);
    const wanted = Math.max(
      -maxDecelerationMps2,
      Math.min(canAccelerate, (target - this.speedMps) / responseS),
    );
    this.accelerationMps2 += (wanted - this.accelerationMps2) * Math.min(1, dtS / JERK_TIME_S);
    const speed = Math.max(0, Math.min(maxSpeedMps, this.speedMps + this.accelerationMps2 * dtS));
    this.accelerationMps2 = (speed - this.speedMps) / dtS;
    this.speedMps = speed;
    this.xM += speed * Math.cos(this.headingRad) * dtS;
    this.yM += speed * Math.sin(this.headingRad) * dtS;
  }
}
