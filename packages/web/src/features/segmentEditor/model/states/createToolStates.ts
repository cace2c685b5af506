import type { ToolStateName } from '../types';
import type { ToolContext } from '../toolContext';
import type { ToolState } from './ToolState';
import { Brushing } from './Brushing';
import { Clipping } from './Clipping';
import { Creating } from './Creating';
import { Idle } from './Idle';
import { Pointing } from './Pointing';
import { PointingClip } from './PointingClip';
import { Resizing } from './Resizing';
import { ResizingClip } from './ResizingClip';
import { Translating } from './Translating';

/** The tool's states: idle -> pointing -> creating / translating / resizing / clipping / brushing. */
export function createToolStates(ctx: ToolContext): Record<ToolStateName, ToolState> {
  return {
    idle: new Idle(ctx),
    pointing: new Pointing(ctx),
    pointing_clip: new PointingClip(ctx),
    creating: new Creating(ctx),
    translating: new Translating(ctx),
    resizing: new Resizing(ctx),
    clipping: new Clipping(ctx),
    resizing_clip: new ResizingClip(ctx),
    brushing: new Brushing(ctx),
  };
}
