#!/usr/bin/env python3
"""An independent calculation of METRICS.md distance for a positions CSV
(timestamp,tag_id,x_m,y_m), written with numpy and scipy rather than the
engine's own code, so the bench can compare the two. Prints JSON
{tag: totalDistanceM}."""
import json
import math
import sys

import numpy as np
from scipy.integrate import simpson
from scipy.interpolate import CubicHermiteSpline
from scipy.signal import savgol_filter

MAX_RUNNER_SPEED_MPS = 12.0
SMOOTHING_WINDOW_S = 0.35


def read_positions(path):
    tags = {}
    with open(path, encoding="utf-8") as handle:
        next(handle)
        for line in handle:
            stamp, tag, x, y = line.rstrip("\n").split(",")
            t = np.datetime64(stamp.rstrip("Z"), "ms").astype(np.int64)
            tags.setdefault(tag, []).append((t, float(x), float(y)))
    return tags


def distance(samples):
    samples.sort(key=lambda s: s[0])
    kept, last = [], -math.inf
    for s in samples:  # of samples sharing a timestamp the first is kept
        if s[0] > last:
            kept.append(s)
            last = s[0]
    if len(kept) < 2:
        return 0.0
    t_ms = np.array([s[0] for s in kept])
    t = t_ms / 1000.0
    x = np.array([s[1] for s in kept])
    y = np.array([s[2] for s in kept])
    dt = np.diff(t)
    median = float(np.median(np.diff(t_ms))) / 1000.0  # in ms: exact for 20 Hz
    gap = max(1.0, 5 * median)
    window = math.ceil(SMOOTHING_WINDOW_S / median - 1e-6)
    window += 1 - window % 2
    breaks = np.flatnonzero(dt > gap) + 1
    total = 0.0
    for run in np.split(np.arange(len(t)), breaks):
        if len(run) < 2:
            continue
        rt, rdt = t[run], np.diff(t[run])
        vx, vy = np.diff(x[run]) / rdt, np.diff(y[run]) / rdt
        ok = np.hypot(vx, vy) <= MAX_RUNNER_SPEED_MPS
        if not ok.all() and ok.any():
            vx = np.interp(rt[:-1], rt[:-1][ok], vx[ok])
            vy = np.interp(rt[:-1], rt[:-1][ok], vy[ok])
        if window < 3:
            total += curve_length(rt, vx, vy)
            continue
        n = len(vx)
        w = min(window, n if n % 2 == 1 else n - 1)
        if w >= 3:
            vx = savgol_filter(vx, w, 1, mode="interp")
            vy = savgol_filter(vy, w, 1, mode="interp")
        total += float(np.sum(np.hypot(vx, vy) * rdt))
    return total


def curve_length(t, vx, vy):
    """Fixes further apart than the window: the length of the cubic Hermite
    curve through the (cleaned) positions, with the time-weighted mean of the
    velocities either side of each fix as its velocity there."""
    dt = np.diff(t)
    px = np.concatenate([[0.0], np.cumsum(vx * dt)])
    py = np.concatenate([[0.0], np.cumsum(vy * dt)])

    def fix_velocity(v):
        inner = (v[:-1] * dt[:-1] + v[1:] * dt[1:]) / (dt[:-1] + dt[1:])
        return np.concatenate([[v[0]], inner, [v[-1]]])

    sx = CubicHermiteSpline(t, px, fix_velocity(vx)).derivative()
    sy = CubicHermiteSpline(t, py, fix_velocity(vy)).derivative()
    fine = np.linspace(0.0, 1.0, 65)
    grid = t[:-1, None] + dt[:, None] * fine[None, :]
    speed = np.hypot(sx(grid), sy(grid))
    return float(np.sum(simpson(speed, x=grid, axis=1)))


if __name__ == "__main__":
    tracks = read_positions(sys.argv[1])
    print(json.dumps({tag: distance(samples) for tag, samples in tracks.items()}))
