/** Every delay of the table, in one place (ms). */

import type { Speed } from '../../../platform/settings';
import { CATCH_BUTTON_MS, CATCH_REACTION_MS, OWN_CALL_MS } from '../bots/types';

/** How long a bot waits before acting, per speed setting. */
export const BOT_DELAY: Record<Speed, number> = { slow: 1600, normal: 900, fast: 400, instant: 0 };

/** How long a card takes to fly, per speed setting (the platform's, for every table). */
export { MOVE_MS as ANIMATION_MS } from '../../../platform/settings';

/** How long each level takes to notice an uncalled KAPAGA. */
/** How soon a bot calls its own KAPAGA, and when the table offers a person the catch. */
export { CATCH_BUTTON_MS, CATCH_REACTION_MS, OWN_CALL_MS };

/** Watch mode: how many bot delays the round's summary stays up before the next deal. */
export const ROUND_PAUSE = 4;

/** How long the expert's worker may take before the bot thinks on the main thread. */
export const WORKER_PATIENCE_MS = 5000;

/**
 * How long the expert's advice may take before it is thought out on the page: past the
 * worker's own patience (WORKER_PATIENCE_MS), for a decider that never answers at all.
 */
export const HINT_PATIENCE_MS = WORKER_PATIENCE_MS + 1000;
