import type { Access } from '../access/Access.js';
import type { GraphQLContext } from '../context.js';

/**
 * A subscription's context lives as long as the subscription; each event is
 * answered afresh: the viewer's access asked again (they may have left the
 * club) and new loaders, so the event's nested fields read the rows as they
 * are now, not as the first event found them. Events of one subscription are
 * answered one after the other.
 */
export function renewForEvent(ctx: GraphQLContext): Access {
  const access = ctx.access.fresh();
  ctx.access = access;
  ctx.loaders = access.loaders;
  return access;
}
